// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Page from './+Page';

const pageContext = vi.hoisted(() => ({ is404: true as boolean | null, locale: 'en' as 'en' | 'de' | 'ro' }));
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }));

describe('the error page (D5)', () => {
  it.each([
    [true, 'Page not found', 'an unknown address'],
    [false, 'Unexpected Application Error!', 'a runtime error (docs/product.md §8)'],
  ])('with is404 %s says "%s" for %s, with a way home', (is404, heading) => {
    pageContext.is404 = is404;
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('says the same in German and Romanian, each in its language with its home, for any missing address (D61)', () => {
    pageContext.is404 = true;
    const { container } = render(<Page />);
    const german = container.querySelector('[data-not-found-in="de"]');
    expect(german).toHaveAttribute('lang', 'de');
    expect(german).toHaveTextContent('Seite nicht gefunden. Die gesuchte Seite gibt es nicht oder sie ist umgezogen.');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
    expect(screen.getByRole('link', { name: 'Mergeți la pagina principală' })).toHaveAttribute('href', '/ro');
    expect(container.querySelector('[data-not-found-in="ro"]')).toHaveAttribute('lang', 'ro');
    expect(container.querySelector('[data-not-found-in="en"]')).toBeNull();
  });

  it('reads in the page language when rendered for one, English among the others', () => {
    pageContext.is404 = true;
    pageContext.locale = 'de';
    const { container } = render(<Page />);
    pageContext.locale = 'en';
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seite nicht gefunden');
    expect(screen.getAllByRole('link', { name: 'Zur Startseite' })[0]).toHaveAttribute('href', '/de');
    expect(container.querySelector('[data-not-found-in="en"]')).toHaveAttribute('lang', 'en');
  });
});
