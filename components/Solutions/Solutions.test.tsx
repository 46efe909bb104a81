// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { solutions } from '../../content/solutions';
import { expectInlineSvg } from '../../tests/unit/dom';
import { Solutions } from './Solutions';

it("Solutions draws each card's icon from its file in the page, not as an image to request", () => {
  const { container } = render(<Solutions />);
  const cards = [...container.querySelectorAll('li')];
  expect(cards).toHaveLength(solutions.length);
  cards.forEach((card, index) => expectInlineSvg(card, solutions[index]!.icon));
});
