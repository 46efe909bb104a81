import { expect, it, vi } from 'vitest';
import { downloadPdf, opensInNewTab } from './downloadPdf';

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  linkedInIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.30.1234',
  linkedInAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 [LinkedInApp]/4.1.950',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  // Safari on a Mac; iPadOS in desktop mode sends the same, told apart by its touch points.
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.104 Mobile Safari/537.36',
};

it.each<[string, string, number, boolean]>([
  ['iPhone Safari', agents.iPhone, 5, true],
  ['iPad Safari', agents.iPad, 5, true],
  ['iPadOS in desktop mode (a Mac with touch)', agents.macSafari, 5, true],
  ['LinkedIn in-app on iOS', agents.linkedInIos, 5, true],
  ['LinkedIn in-app on Android', agents.linkedInAndroid, 5, true],
  ['desktop Chrome', agents.desktopChrome, 0, false],
  ['desktop Safari on a Mac', agents.macSafari, 0, false],
  ['desktop Firefox', agents.desktopFirefox, 0, false],
  ['Android Chrome', agents.androidChrome, 5, false],
])('opensInNewTab: %s → %s', (_name, userAgent, touchPoints, expected) => {
  expect(opensInNewTab(userAgent, touchPoints)).toBe(expected);
});

/** downloadPdf of /paper.pdf in `userAgent`, the server answering `response`. */
const download = (userAgent: string, response = new Response('%PDF-1.7')) => {
  const maxTouchPoints = userAgent === agents.iPhone ? 5 : 0;
  const env = { userAgent, maxTouchPoints, fetch: vi.fn(async () => response), openTab: vi.fn(), saveBlob: vi.fn() };
  return { env, done: downloadPdf('/paper.pdf', 'paper.pdf', env) };
};

it('downloadPdf opens a new tab on an iPhone without fetching', async () => {
  const { env, done } = download(agents.iPhone);
  await done;
  expect(env.openTab).toHaveBeenCalledWith('/paper.pdf');
  expect(env.fetch).not.toHaveBeenCalled();
});

it('downloadPdf fetches the file and saves it under its name elsewhere, and rejects when the server answers with an error', async () => {
  const { env, done } = download(agents.desktopChrome);
  await done;
  expect(env.fetch).toHaveBeenCalledWith('/paper.pdf');
  expect(env.saveBlob).toHaveBeenCalledWith(expect.objectContaining({ size: 8 }), 'paper.pdf');
  await expect(download(agents.desktopChrome, new Response('gone', { status: 404 })).done).rejects.toThrow('404');
});
