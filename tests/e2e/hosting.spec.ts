import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { firebaseJsonText, firebaseJsonUrl } from '../../scripts/build/write-firebase-json.mjs';
import { expect, test } from './fixtures';
import { routes } from './routes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('the committed firebase.json is what this build needs (after a style change: npm run firebase:json)', () => {
  expect(readFileSync(firebaseJsonUrl, 'utf8')).toBe(firebaseJsonText());
});

test('every page inlines the stylesheet and loads its scripts through the loader the CSP allows by hash', async ({
  request,
}) => {
  for (const path of [...routes.map((route) => route.path), '/no-such-page']) {
    const response = await request.get(path);
    const html = await response.text();
    const csp = response.headers()['content-security-policy'] ?? '';
    const directive = (name: string) => csp.match(new RegExp(`${name} ([^;]*)`))?.[1]?.split(' ') ?? [];
    expect(html, path).not.toContain('rel="stylesheet"');
    expect(html, path).not.toContain('rel="modulepreload"');
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
    expect(styles.length, `${path} inline styles`).toBeGreaterThan(0);
    for (const style of styles) expect(directive('style-src'), path).toContain(sha256(style));
    // Every executable inline script (JSON-LD and Vike's JSON are data, not scripts).
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([^<]*)<\/script>/g)];
    for (const [tag, text] of scripts) {
      expect(tag, `${path}: no script is fetched before the first paint`).not.toMatch(/\ssrc=/);
      expect(directive('script-src'), path).toContain(sha256(text ?? ''));
    }
    expect(csp).not.toContain("'unsafe-inline'");
  }
});
