// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEnhanced } from '../../tests/unit/dom';
import { BackLink } from './BackLink';
import { enhanceBackLinks } from './BackLink.client';
import { canGoBack } from './backTarget';

function setup(referrer: string, historyLength: number) {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(historyLength);
  const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
  const { root: link, user } = renderEnhanced(<BackLink mode="history" />, 'a', () => enhanceBackLinks(document.body));
  expect(link).toHaveAccessibleName('Back');
  // jsdom cannot navigate: record whether the link would have followed its href.
  let followed = true;
  link.addEventListener('click', (event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  });
  return { link, back, user, followed: () => followed };
}

describe('enhanceBackLinks on the Back link markup (D8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['goes back in history when the previous page is on this site', `${window.location.origin}/news-insights`, 3, true],
    ['follows its link home when opened directly', '', 1, false],
    ['follows its link home when arriving from another site', 'https://search.example/?q=nexoform', 2, false],
  ])('%s', async (_case, referrer, length, goesBack) => {
    const { link, back, user, followed } = setup(referrer, length);
    expect(link).toHaveAttribute('href', '/');
    await user.click(link);
    expect(back).toHaveBeenCalledTimes(goesBack ? 1 : 0);
    expect(followed()).toBe(!goesBack);
  });
});

describe('canGoBack (D8)', () => {
  it.each([
    ['a previous page of this site', 'https://www.nexoform.example/news-insights', 3, true],
    ['a page opened directly', '', 1, false],
    ['a new tab opened from this site', 'https://www.nexoform.example/', 1, false],
    ['a page reached from another site', 'https://search.example/?q=nexoform', 4, false],
    ['a malformed referrer', 'not a url', 3, false],
  ])('%s → %s', (_name, referrer, length, expected) => {
    expect(canGoBack(referrer, 'https://www.nexoform.example', length)).toBe(expected);
  });
});
