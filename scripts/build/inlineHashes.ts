/**
 * Step 3 of the build's post-processing, and the one place that knows every inline hash: it reads
 * the pages as built and hashes each inline `<style>` and each inline script a browser runs
 * (any `<script>` without `src` that is not a data block such as JSON or JSON-LD). The hashes go to
 * `dist/inline-hashes.json`, from which `firebase.json`'s Content-Security-Policy and the local
 * server's are made (scripts/build/hosting.mjs). A new inline script is allowed without a change here.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { DomUtils } from 'htmlparser2';
import { builtPages, elements, pagesStep, parseHtml, type HtmlDocument } from './builtPages.ts';
import { inlineHashesFile, type InlineHashes } from './hosting.mjs';

/** CSP source of an inline element's text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Script types a browser runs; any other type (application/json, application/ld+json) is data. */
const executable = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The text of every inline style and every inline executable script of a page. */
export function inlineElements(document: HtmlDocument): { styles: string[]; scripts: string[] } {
  const scripts = elements(document, 'script').filter(
    (script) => script.attribs.src === undefined && executable.has((script.attribs.type ?? '').toLowerCase()),
  );
  return { styles: elements(document, 'style').map(DomUtils.textContent), scripts: scripts.map(DomUtils.textContent) };
}

/** The hashes every page of `clientDir` needs, each once, sorted. */
export function collectInlineHashes(clientDir: string): InlineHashes {
  const pages = builtPages(clientDir).map((file) => inlineElements(parseHtml(readFileSync(file, 'utf8'))));
  const hashes = (kind: 'styles' | 'scripts') => [...new Set(pages.flatMap((page) => page[kind]).map(cspHash))].sort();
  return { 'style-src': hashes('styles'), 'script-src': hashes('scripts') };
}

export function inlineHashes() {
  return pagesStep('inline-hashes', async ({ root, clientDir }) => {
    writeFileSync(inlineHashesFile(root), `${JSON.stringify(collectInlineHashes(clientDir), null, 2)}\n`);
  });
}
