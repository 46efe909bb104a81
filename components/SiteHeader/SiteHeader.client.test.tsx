// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../content/identity';
import { navigation } from '../../content/navigation';
import { stubIntersectionObserver } from '../../tests/unit/dom';
import { pickActiveSection, type SectionVisibility } from './activeSection';
import { SiteHeader } from './SiteHeader';
import { enhanceNavigation } from './SiteHeader.client';

function setup() {
  const { container } = render(
    <>
      <SiteHeader variant="full" />
      <p>Outside the navigation</p>
    </>,
  );
  enhanceNavigation(container.querySelector<HTMLElement>('[data-nav]')!);
  return userEvent.setup();
}

const toggle = () => screen.getByRole('button', { name: 'Open main menu' });
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('enhanceNavigation on the full header markup', () => {
  beforeEach(() => void stubIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the six items in order, Home active at first, and signals it is ready', () => {
    setup();
    expect(nav()).toHaveAttribute('data-enhanced', 'true');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(navigation.map((item) => item.label));
    expect(links[0]).toHaveAttribute('aria-current', 'true');
  });

  it('marks a clicked item active, and only that one', async () => {
    const user = setup();
    const solutions = within(nav()).getByRole('link', { name: 'IP Solutions' });
    await user.click(solutions);
    expect(solutions).toHaveAttribute('aria-current', 'true');
    const current = within(nav())
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current).toEqual([solutions]);
  });

  it('opens the mobile menu with its close icon, and closes it on Escape, an item or a click outside', async () => {
    const user = setup();
    const menu = document.getElementById('main-menu')!;
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open');
    expect(toggle().querySelector('[data-icon="close"]')).not.toHaveAttribute('hidden');
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();

    await user.click(toggle());
    await user.click(within(nav()).getByRole('link', { name: 'Our Team' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    await user.click(screen.getByText('Outside the navigation'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('data-open');
  });
});

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

const viewport = 800;
const section = (id: string, ratio: number, visibleHeight: number): SectionVisibility => ({ id, ratio, visibleHeight });

describe('pickActiveSection (D13)', () => {
  it.each<[string, SectionVisibility[], string | null]>([
    ['nothing visible keeps the current item', [], null],
    ['a section 24% in view and filling little of the screen does not qualify', [section('mission', 0.24, 150)], null],
    ['a section exactly 25% in view qualifies', [section('mission', 0.25, 150)], 'mission'],
    ['a tall section filling 30% of the viewport qualifies at a 5% ratio', [section('team', 0.05, 240)], 'team'],
    [
      'of two qualifying sections the one filling more of the viewport wins',
      [section('mission', 1, 300), section('solutions', 0.4, 500)],
      'solutions',
    ],
    [
      'a small section fully in view loses to a tall one filling most of the screen',
      [section('hero', 1, 200), section('team', 0.1, 600)],
      'team',
    ],
    ['sections below the threshold are ignored', [section('a', 0.1, 100), section('b', 0.3, 90)], 'b'],
  ])('%s', (_name, sections, expected) => {
    expect(pickActiveSection(sections, viewport)).toBe(expected);
  });
});
