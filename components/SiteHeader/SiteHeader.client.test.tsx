import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../content/navigation';
import { stubIntersectionObserver } from '../../tests/unit/dom';
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
    expect(
      within(nav())
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
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
