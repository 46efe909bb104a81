import { describe, expect, it } from 'vitest';
import { cspHeader, firebaseConfig } from './hosting.mjs';

const inlineHashes = { 'style-src': ["'sha256-style='"], 'script-src': ["'sha256-loader='"] };

// That firebase.json is what the build needs is checked over the build (tests/site/builtSite.test.ts): it
// needs the built pages' hashes.
describe('the hosting headers', () => {
  it("allow the build's inline style and loader by their hashes, beside the sources of every build", () => {
    const csp = cspHeader({ inlineHashes });
    expect(csp).toMatch(/style-src 'self' 'sha256-style='(;|$)/);
    expect(csp).toMatch(/script-src 'self' [^;]*'sha256-loader='/);
    expect(firebaseConfig(inlineHashes).hosting.headers[0]?.headers[0]?.value).toBe(csp);
  });

  it('keep the Content-Security-Policy to the hosts the site uses', () => {
    const parts = cspHeader().split('; ');
    const directives = Object.fromEntries(parts.map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'none'"]);
    for (const name of ['script-src', 'style-src']) expect(directives[name], name).not.toContain("'unsafe-inline'");
    expect(directives['connect-src']).toContain('https://firestore.googleapis.com');
    expect(directives['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    // App Check (D17): reCAPTCHA Enterprise's script paths and the token exchange, nothing wider.
    expect(directives['script-src']?.filter((source: string) => /google\.com|gstatic/.test(source))).toEqual([
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directives['connect-src']).toContain('https://content-firebaseappcheck.googleapis.com');
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(cspHeader({ extraSources: { 'connect-src': ['http://127.0.0.1:8080'] } })).toMatch(
      /connect-src [^;]*http:\/\/127\.0\.0\.1:8080/,
    );
  });

  it('add each source for local serving to the end of its own directive only, and are the same when none is', () => {
    expect(cspHeader({ inlineHashes, extraSources: { 'connect-src': [] } })).toBe(cspHeader({ inlineHashes }));
    expect(firebaseConfig(inlineHashes, {})).toEqual(firebaseConfig(inlineHashes));
    const extraSources = { 'connect-src': ['http://127.0.0.1:8080'], 'script-src': ["'unsafe-eval'"] };
    const plain = cspHeader({ inlineHashes }).split('; ');
    const added = cspHeader({ inlineHashes, extraSources }).split('; ');
    expect(added).toHaveLength(plain.length);
    added.forEach((directive, at) => {
      const name = directive.split(' ')[0];
      const extra = name === 'connect-src' ? ' http://127.0.0.1:8080' : name === 'script-src' ? " 'unsafe-eval'" : '';
      expect(directive).toBe(`${plain[at]}${extra}`);
    });
    const served = firebaseConfig(inlineHashes, extraSources).hosting.headers[0]?.headers[0]?.value;
    expect(served).toBe(cspHeader({ inlineHashes, extraSources }));
  });

  it.each([
    ['/assets/entries/pages_index_client.abc123.js', 'public, max-age=31536000, immutable'],
    ['/v3/hero/hero-desktop-960.avif', 'public, max-age=86400'],
    ['/', 'no-cache'],
    ['/news-insights', 'no-cache'],
  ])('caches %s with %s', (path, cacheControl) => {
    // As Firebase Hosting answers: every rule that matches the path, a later one winning.
    const headers = Object.fromEntries(
      firebaseConfig(inlineHashes)
        .hosting.headers.filter((rule) => !('regex' in rule) || new RegExp(rule.regex).test(path))
        .flatMap((rule) => rule.headers.map(({ key, value }) => [key, value])),
    );
    expect(headers['Cache-Control']).toBe(cacheControl);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('lists the most specific cache rule last, since Firebase Hosting applies the last matching rule', () => {
    const rules = firebaseConfig(inlineHashes).hosting.headers.flatMap((rule) => ('regex' in rule ? [rule.regex] : []));
    expect(rules).toEqual(['.*', '^/v3/.*', '^/assets/.*']);
  });
});
