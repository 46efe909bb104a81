import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '../../content/identity';
import { SiteHeader } from './SiteHeader';

describe('SiteHeader', () => {
  it.each(['full', 'simple'] as const)(
    'in its %s form, draws the logo from public/logo.svg in the page, inside a link named for the company',
    (variant) => {
      render(<SiteHeader variant={variant} />);
      const link = screen.getByRole('link', { name: company.name });
      expect(link.querySelector('img')).toBeNull();
      const file = new DOMParser().parseFromString(readFileSync('public/logo.svg', 'utf8'), 'text/html');
      expect(link.querySelector('[aria-hidden="true"] > svg')?.outerHTML).toBe(file.querySelector('svg')?.outerHTML);
    },
  );
});
