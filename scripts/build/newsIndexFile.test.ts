import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { elements, parseHtml, printHtml } from './builtPages.ts';
import { moveIndexOut } from './newsIndexFile.ts';

const index = {
  images: [],
  items: [[1, '2026-01-02', 'A headline with </script> & more', 'Event', 'DCD', '/x', 1, -1]],
};
/** The data block as React renders it: a closing script tag in the JSON is escaped. */
const block = (data: unknown) =>
  `<script type="application/json" id="news-insights-data">${JSON.stringify(data).replace(/<\/script/g, '</\\u0073cript')}</script>`;
const page = (head: string) => `<!doctype html><html><head>${head}</head><body><main></main></body></html>`;

describe('moveIndexOut', () => {
  it('takes the inline index out of the data block and leaves its hashed address and the rest of the block', () => {
    const document = parseHtml(page(block({ defaultNewsImage: { src: '/a.jpg' }, index: { inline: index } })));
    const files = moveIndexOut(document);
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file!.url).toMatch(/^\/assets\/news-index\.[\w-]{10}\.json$/);
    expect(JSON.parse(file!.text)).toEqual(index);
    const [script] = elements(document, 'script');
    expect(JSON.parse(DomUtils.textContent(script!))).toEqual({
      defaultNewsImage: { src: '/a.jpg' },
      index: { url: file!.url },
    });
    // Read back as a browser would: the page still has one script element, ending where it did.
    expect(printHtml(document).match(/<script/g)).toHaveLength(1);
  });

  it('names the same index the same file, and another index another', () => {
    const url = (inline: unknown) => moveIndexOut(parseHtml(page(block({ index: { inline } }))))[0]?.url;
    expect(url(index)).toBe(url(structuredClone(index)));
    expect(url({ ...index, items: [] })).not.toBe(url(index));
  });

  it('leaves a page without an inline index as it is', () => {
    for (const html of [
      page(block({ index: { url: '/assets/news-index.0123456789.json' } })),
      page('<script type="application/ld+json">{"@type":"Organization"}</script>'),
      page('<script>var inline = 1;</script>'),
    ]) {
      const document = parseHtml(html);
      expect(moveIndexOut(document)).toEqual([]);
      expect(printHtml(document)).toBe(html);
    }
  });
});
