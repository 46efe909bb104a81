import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parseHtml } from './builtPages';
import { collectInlineHashes, cspHash, inlineElements } from './inlineHashes';

const page = (head: string, body = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('the inline hashes of the built pages', () => {
  it('cover every inline style and every inline script a browser runs, and no data block or fetched script', () => {
    const found = inlineElements(
      parseHtml(
        page(
          '<style>a{color:red}</style><script>boot()</script><script type="application/ld+json">{"@type":"Thing"}</script>',
          '<script type="module">guard()</script><script id="data" type="application/json">{"a":"<b>"}</script><script src="/x.js"></script>',
        ),
      ),
    );
    expect(found).toEqual({ styles: ['a{color:red}'], scripts: ['boot()', 'guard()'] });
  });

  it('are collected from every page of the build once each, so a new inline script needs no change', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inline-hashes-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'news'));
    writeFileSync(join(dir, 'index.html'), page('<style>a{}</style><script>one()</script>'));
    writeFileSync(
      join(dir, 'news', 'index.html'),
      page('<style>a{}</style><script>one()</script>', '<script>two()</script>'),
    );
    writeFileSync(join(dir, '404.html'), page('<style>b{}</style>'));
    expect(collectInlineHashes(dir)).toEqual({
      'style-src': [cspHash('a{}'), cspHash('b{}')].sort(),
      'script-src': [cspHash('one()'), cspHash('two()')].sort(),
    });
  });

  it('are the SHA-256 of the exact text, as a Content-Security-Policy source', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
