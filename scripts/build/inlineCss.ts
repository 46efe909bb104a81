/**
 * Step 1 of the build's post-processing: every page's stylesheets go inline, so no request stands
 * between the HTML and the first paint (docs/decisions.md, "Performance"). Beasties inlines each
 * stylesheet the page links, whole (the threshold is never reached, so no rule is pruned: a
 * script may add any class), merged into one `<style>` where the first link was.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import Beasties from 'beasties';
import { DomUtils } from 'htmlparser2';
import { newsListPath } from '../../domain/routes.ts';
import { builtPages, editPages, elements, parseHtml, pagesStep, type HtmlDocument } from './builtPages.ts';

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
    await editPages(clientDir, listStylesheets);
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

/** The list page an archive page (`…/news-insights/page/<n>/index.html`) belongs to, or null. */
const listPageOf = (file: string): string | null =>
  new RegExp(`^(.*${newsListPath(1)})/page/\\d+/index\\.html$`).exec(file)?.[1]?.concat('/index.html') ?? null;

const stylesheets = (document: HtmlDocument) =>
  elements(document, 'link').filter((link) => link.attribs['rel'] === 'stylesheet');

/**
 * An archive page of the news list links the stylesheets of the list itself, whose parts it
 * shows: its inline style, and with it the style hash of the Content-Security-Policy, is then the
 * list's. Archive pages exist only once the list holds more than one page of items, so with a
 * style of their own, the owners' next news item could add a hash the committed firebase.json
 * lacks (docs/decisions.md, "Performance", "CSS inline").
 */
export function listStylesheets(document: HtmlDocument, file: string): void {
  const listPage = listPageOf(file);
  const [first, ...rest] = stylesheets(document);
  if (!listPage || !first) return;
  for (const link of stylesheets(parseHtml(readFileSync(listPage, 'utf8')))) DomUtils.prepend(first, link);
  for (const link of [first, ...rest]) DomUtils.removeElement(link);
}
