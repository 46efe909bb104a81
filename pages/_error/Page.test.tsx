import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Page from './+Page';

const pageContext = vi.hoisted(() => ({ is404: true as boolean | null }));
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }));

describe('the error page (D5)', () => {
  it('says "Page not found" for an unknown address, with a way home', () => {
    pageContext.is404 = true;
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it("keeps 'Unexpected Application Error!' (docs/product.md §8) for a runtime error", () => {
    pageContext.is404 = false;
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
