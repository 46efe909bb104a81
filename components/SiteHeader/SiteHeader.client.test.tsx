// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../content/identity';
import { navigation } from '../../content/navigation';
import { expectInlineSvg, renderEnhanced, stubIntersectionObserver } from '../../tests/unit/dom';
import { pickActiveSection } from './activeSection';
import { SiteHeader } from './SiteHeader';
import { enhanceNavigation } from './SiteHeader.client';

const setup = () =>
  renderEnhanced(
    <>
      <SiteHeader variant="full" />
      <p>Outside the navigation</p>
    </>,
    '[data-nav]',
    enhanceNavigation,
  ).user;

const toggle = () => screen.getByRole('button', { name: 'Open main menu' });
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('enhanceNavigation on the full header markup', () => {
  beforeEach(() => void stubIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the items in order, Home active at first, signals it is ready, and marks a clicked item active, only it', async () => {
    const user = setup();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(navigation.map((item) => item.label));
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    const solutions = within(nav()).getByRole('link', { name: 'IP Solutions' });
    await user.click(solutions);
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([solutions]);
    expect(solutions).toHaveAttribute('aria-current', 'true');
  });

  it('opens the mobile menu with its close icon, and closes it on Escape, an item or a click outside', async () => {
    const user = setup();
    const menu = document.getElementById('main-menu')!;
    const closers = [
      () => user.keyboard('{Escape}'),
      () => user.click(within(nav()).getByRole('link', { name: 'Our Team' })),
      () => user.click(screen.getByText('Outside the navigation')),
    ];
    for (const [index, close] of closers.entries()) {
      await user.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      expect(menu).toHaveAttribute('data-open');
      expect(toggle().querySelector('[data-icon="close"]')).not.toHaveAttribute('hidden');
      await close();
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(menu).not.toHaveAttribute('data-open');
      // Escape leaves focus on the toggle it returns to.
      if (index === 0) expect(toggle()).toHaveFocus();
    }
  });
});

it.each(['full', 'simple'] as const)(
  'SiteHeader in its %s form, draws the logo from public/logo.svg in the page, inside a link named for the company',
  (variant) => {
    render(<SiteHeader variant={variant} />);
    expectInlineSvg(screen.getByRole('link', { name: company.name }), 'logo.svg');
  },
);

describe('pickActiveSection (D13), in a viewport 800 px tall', () => {
  it.each<[string, string | null, ...[id: string, ratio: number, visibleHeight: number][]]>([
    ['nothing visible keeps the current item', null],
    ['a section 24% in view and filling little of the screen does not qualify', null, ['mission', 0.24, 150]],
    ['a section exactly 25% in view qualifies', 'mission', ['mission', 0.25, 150]],
    ['a tall section filling 30% of the viewport qualifies at a 5% ratio', 'team', ['team', 0.05, 240]],
    [
      'of two qualifying sections the one filling more of the viewport wins',
      'solutions',
      ['mission', 1, 300],
      ['solutions', 0.4, 500],
    ],
    [
      'a small section fully in view loses to a tall one filling most of the screen',
      'team',
      ['hero', 1, 200],
      ['team', 0.1, 600],
    ],
    ['sections below the threshold are ignored', 'b', ['a', 0.1, 100], ['b', 0.3, 90]],
  ])('%s', (_name, expected, ...sections) => {
    const visible = sections.map(([id, ratio, visibleHeight]) => ({ id, ratio, visibleHeight }));
    expect(pickActiveSection(visible, 800)).toBe(expected);
  });
});
