import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parseHtml, printHtml } from './builtPages';
import { charsetFirst, inlineCss } from './inlineCss';

/** Runs the step as the build does, on a site of one page. */
async function build(html: string, sheets: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'inline-css-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const clientDir = join(root, 'dist', 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  for (const [name, css] of Object.entries(sheets)) writeFileSync(join(clientDir, 'assets', name), css);
  writeFileSync(join(clientDir, 'index.html'), html);
  const step = inlineCss();
  const close = step.closeBundle as { handler: (this: unknown) => Promise<void> };
  await close.handler.call({ environment: { name: 'ssr', config: { root } } });
  return readFileSync(join(clientDir, 'index.html'), 'utf8');
}

describe('the inline CSS step', () => {
  it('inlines every linked stylesheet whole, in order, as one style, with the charset declared first', async () => {
    const html = await build(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/a.css"><meta charset="utf-8"><title>t</title>' +
        '<link rel="stylesheet" href="/assets/b.css"></head><body><p class="used">x</p></body></html>',
      { 'a.css': '.used{color:red}', 'b.css': '.unused{color:blue}' },
    );
    expect(html).not.toContain('<link');
    expect(html).not.toContain('beasties');
    const styles = [...html.matchAll(/<style>(.*?)<\/style>/g)].map((match) => match[1]);
    expect(styles).toHaveLength(1);
    // Nothing is pruned: an enhancer may add a class no served element has yet.
    expect(styles[0]).toMatch(/\.used\{color:red\}.*\.unused\{color:blue\}/);
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(html.indexOf('<style>'));
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(1024);
  });

  it('moves the charset declaration to the head of a page where it came later', () => {
    const document = parseHtml('<html><head><style>a{}</style><meta charset="utf-8"></head><body></body></html>');
    charsetFirst(document);
    expect(printHtml(document)).toBe('<html><head><meta charset="utf-8"><style>a{}</style></head><body></body></html>');
  });
});
