// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { solutions } from '../../content/solutions';
import { Solutions } from './Solutions';

describe('Solutions', () => {
  it("draws each card's icon from its file in the page, not as an image to request", () => {
    const { container } = render(<Solutions />);
    const cards = [...container.querySelectorAll('li')];
    expect(cards).toHaveLength(solutions.length);
    cards.forEach((card, index) => {
      const src = solutions[index]!.icon;
      const file = readFileSync(join('public', src), 'utf8');
      expect(card.querySelector('img')).toBeNull();
      const drawing = card.querySelector('[aria-hidden="true"] > svg');
      expect(drawing?.outerHTML).toBe(
        new DOMParser().parseFromString(file, 'text/html').querySelector('svg')?.outerHTML,
      );
    });
  });
});
