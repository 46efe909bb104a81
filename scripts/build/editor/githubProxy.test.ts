import { installGitHubProxy, proxiedUrl } from './githubProxy';

describe("the editor page's calls to GitHub's API", () => {
  it('go to the editor function, path and query kept; other addresses are left alone', () => {
    expect(proxiedUrl('https://api.github.com/graphql')).toBe('/api/github/graphql');
    expect(proxiedUrl(`https://api.github.com/repos/o/r/git/trees/${'a'.repeat(40)}?recursive=1`)).toBe(
      `/api/github/repos/o/r/git/trees/${'a'.repeat(40)}?recursive=1`,
    );
    for (const url of [
      'https://api.github.com.evil.example/graphql',
      'https://raw.githubusercontent.com/o/r/x',
      '/api/keystatic/github/refresh-token',
    ])
      expect(proxiedUrl(url)).toBeUndefined();
  });

  it('leave the marker Keystatic sends as a token behind, and keep the method and body', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    const target = {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ url: String(input), init });
        return new Response('{}');
      }) as typeof fetch,
    };
    installGitHubProxy(target);
    await target.fetch('https://api.github.com/graphql', {
      method: 'POST',
      headers: { Authorization: 'Bearer kept-by-the-editor-function', 'Content-Type': 'application/json' },
      body: '{"query":"{ viewer { login } }"}',
    });
    await target.fetch('http://127.0.0.1/api/keystatic/github/refresh-token', { method: 'POST' });
    expect(calls[0]).toMatchObject({ url: '/api/github/graphql', init: { method: 'POST' } });
    const headers = new Headers(calls[0]!.init?.headers);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('content-type')).toBe('application/json');
    expect(new TextDecoder().decode(calls[0]!.init?.body as ArrayBuffer)).toBe('{"query":"{ viewer { login } }"}');
    expect(calls[1]).toEqual({ url: 'http://127.0.0.1/api/keystatic/github/refresh-token', init: { method: 'POST' } });
  });
});
