/**
 * Step 1 of the build's post-processing: every page's stylesheets go inline, so no request stands
 * between the HTML and the first paint (docs/decisions.md, "Performance"). Beasties inlines each
 * stylesheet the page links, whole (the threshold is never reached, so no rule is pruned: a
 * script may add any class), merged into one `<style>` where the first link was.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import Beasties from 'beasties';
import { DomUtils } from 'htmlparser2';
import { builtPages, editPages, elements, pagesStep, type HtmlDocument } from './builtPages.ts';

export function inlineCss() {
  return pagesStep('inline-css', async ({ clientDir }) => {
    const beasties = new Beasties({
      path: clientDir,
      publicPath: '/',
      inlineThreshold: Infinity,
      reduceInlineStyles: false,
      mergeStylesheets: true,
      logLevel: 'warn',
    });
    for (const file of builtPages(clientDir)) writeFileSync(file, await beasties.process(readFileSync(file, 'utf8')));
    await editPages(clientDir, (document) => {
      charsetFirst(document);
      // Beasties marks the root element while it works; the mark means nothing to a browser.
      for (const html of elements(document, 'html')) delete html.attribs['data-beasties-container'];
    });
  });
}

/**
 * The encoding must be declared within the first 1024 bytes of a page, and the inline styles
 * come before the rest of the head: the charset declaration becomes the head's first element.
 */
export function charsetFirst(document: HtmlDocument): void {
  const [head] = elements(document, 'head');
  const charset = elements(document, 'meta').find((meta) => 'charset' in meta.attribs);
  if (!head || !charset || head.children[0] === charset) return;
  DomUtils.removeElement(charset);
  DomUtils.prependChild(head, charset);
}
