/**
 * The hosted editor's page sends Keystatic's calls to GitHub's API through the editor function
 * (`/api/github/*`, functions/src/editor.ts), which adds the signed-in person's token: the token
 * never reaches this page, so no script in it can read it. Keystatic calls api.github.com with
 * `fetch` and an Authorization header holding what it found in the `keystatic-gh-access-token`
 * cookie, which is only a marker here; the header is dropped. Imported before Keystatic, so
 * every later `fetch` goes through this. See docs/decisions.md, "Hosted editor security".
 */
const githubApi = 'https://api.github.com';

/** Where a request for `url` goes: GitHub's API through the function, anything else unchanged. */
export function proxiedUrl(url: string): string | undefined {
  if (!url.startsWith(`${githubApi}/`)) return undefined;
  const parsed = new URL(url);
  return `/api/github${parsed.pathname}${parsed.search}`;
}

export function installGitHubProxy(target: { fetch: typeof fetch } = globalThis) {
  const original = target.fetch.bind(target);
  target.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const proxied = proxiedUrl(url);
    if (!proxied) return original(input, init);
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.delete('authorization');
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return original(proxied, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      credentials: 'same-origin',
      signal: request.signal,
    });
  };
}

installGitHubProxy();
