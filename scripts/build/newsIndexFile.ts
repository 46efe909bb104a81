/**
 * The first step of the build's post-processing: the news list's index (every item of the
 * archive) goes out of the prerendered page into a file of its own, emitted beside the site's
 * other generated files (docs/decisions.md, "News & Insights"). The list's data hook puts the
 * index inline in the page's JSON data block, as `vike dev` serves it; here the block keeps only
 * the file's address, so the HTML stays the same size however large the archive. The file's name
 * carries a hash of its text, so it is served as immutable with the other `/assets/` files
 * (scripts/build/hosting.mjs) and a new build never meets an old copy.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DomUtils } from 'htmlparser2';
import { builtPages, elements, pagesStep, parseHtml, printHtml, type HtmlDocument } from './builtPages.ts';

/** JSON as a script element's text: a closing tag inside it cannot end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/<\/(script)/gi, '<\\/$1');

/**
 * Takes the inline index out of `document`'s JSON data blocks: returns the files to write
 * (address and text) and leaves each block with the address instead.
 */
export function moveIndexOut(document: HtmlDocument): { url: string; text: string }[] {
  const files: { url: string; text: string }[] = [];
  for (const block of elements(document, 'script')) {
    if (block.attribs.type !== 'application/json') continue;
    let data: { index?: unknown } | null;
    try {
      data = JSON.parse(DomUtils.textContent(block));
    } catch {
      continue;
    }
    // A block whose `index` is inline (pages/news-insights/pageData.ts `BootData`).
    const index = data?.index;
    if (typeof index !== 'object' || index === null || !('inline' in index)) continue;
    const text = JSON.stringify(index.inline);
    const url = `/assets/news-index.${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.json`;
    files.push({ url, text });
    const [content] = block.children;
    if (content && content.type === 'text') content.data = scriptJson({ ...data, index: { url } });
  }
  return files;
}

/** The step: every built page with an inline index gets it as a file. */
export function newsIndexFile() {
  return pagesStep('news-index-file', async ({ clientDir }) => {
    // Only the news lists carry an index: the other pages (thousands, with a large archive) are
    // neither parsed nor written again.
    for (const file of builtPages(clientDir)) {
      const html = readFileSync(file, 'utf8');
      if (!html.includes('"inline"')) continue;
      const document = parseHtml(html);
      const indexes = moveIndexOut(document);
      for (const { url, text } of indexes) {
        const path = join(clientDir, url);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, text);
      }
      if (indexes.length > 0) writeFileSync(file, printHtml(document));
    }
  });
}
