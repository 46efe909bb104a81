import { describe, expect, it } from 'vitest';
import { canGoBack } from './backTarget';

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
