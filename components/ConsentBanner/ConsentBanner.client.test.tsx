// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localeCodes } from '../../content/locales';
import { renderEnhanced } from '../../tests/unit/dom';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { ConsentBanner } from './ConsentBanner';
import { enhanceConsent } from './ConsentBanner.client';
import { consentAttribute, consentBootScript, consentKey } from './consentBoot';

/** The footer and the banner, wired over the page's storage holding `stored`. */
function setup(stored: string | null = null) {
  localStorage.clear();
  if (stored) localStorage.setItem(consentKey, stored);
  const [start, stop] = [vi.fn().mockResolvedValue(undefined), vi.fn().mockResolvedValue(undefined)];
  const banner = (
    <>
      <SiteFooter />
      <ConsentBanner />
    </>
  );
  const { user } = renderEnhanced(banner, '[data-consent-banner]', () => enhanceConsent({ start, stop }));
  return { start, stop, user };
}

const shown = () => document.documentElement.getAttribute(consentAttribute);

it.each([
  [null, 'ask'],
  ['granted', 'answered'],
  ['denied', 'answered'],
  ['something else', 'ask'],
])('the consent boot script, with %s stored, sets %s', (stored, expected) => {
  localStorage.clear();
  if (stored) localStorage.setItem(consentKey, stored);
  // The same text the head carries; run as the browser would.
  new Function(consentBootScript)();
  expect(shown()).toBe(expected);
});

describe('enhanceConsent on the banner and footer markup (D6)', () => {
  beforeEach(() => document.documentElement.removeAttribute(consentAttribute));

  it('asks on a first visit, and a rejection is remembered without loading analytics', async () => {
    const { start, user } = setup();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toHaveAttribute('data-consent-banner');
    expect(shown()).toBe('ask');
    await user.click(screen.getByRole('button', { name: 'Reject analytics', hidden: true }));
    expect(localStorage.getItem(consentKey)).toBe('denied');
    expect(shown()).toBe('answered');
    expect(start).not.toHaveBeenCalled();
  });

  it('starts analytics on Accept, and again on a later page, where Cookie settings reopens the choice; withdrawing consent stops analytics and returns focus', async () => {
    const first = setup();
    await first.user.click(screen.getByRole('button', { name: 'Accept analytics', hidden: true }));
    expect(first.start).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
    const { start, stop, user } = setup('granted');
    expect(shown()).toBe('answered');
    expect(start).toHaveBeenCalledTimes(1);
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    expect(shown()).toBe('ask');
    expect(screen.getByRole('button', { name: 'Accept analytics', hidden: true })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reject analytics', hidden: true }));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(settings).toHaveFocus();
  });
});

it.each(localeCodes)('what the banner says is collected before consent (D79) names, in %s, the reCAPTCHA', (locale) => {
  // The reCAPTCHA the contact form starts for security.
  const { container } = render(<ConsentBanner locale={locale} />);
  expect(container.querySelector('[data-consent-banner] p')?.textContent).toContain('Google reCAPTCHA');
});
