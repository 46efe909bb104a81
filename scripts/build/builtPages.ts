/**
 * What the build's post-processing steps share (docs/architecture.md, "Build"): the prerendered
 * pages, parsed and printed back, and a Vite plugin per step that runs once Vike has written them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Plugin } from 'vite';

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlElement = ReturnType<typeof DomUtils.findAll>[number];

/** Every prerendered page under `dir`: one `index.html` per route, and `404.html`. */
export function builtPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.html'))
    .map((path) => join(dir, path));
}

/** Parses a page as written: entities stay as they are, so printing it back changes only what a step changed. */
export const parseHtml = (html: string): HtmlDocument => parseDocument(html, { decodeEntities: false });
export const printHtml = (document: HtmlDocument): string => DomUtils.getOuterHTML(document, { decodeEntities: false });

/** The elements named `name` (lower case) in `document`, in document order. */
export const elements = (document: HtmlDocument, name: string): HtmlElement[] =>
  DomUtils.findAll((element) => element.name === name, document.children);

/** Parses each page, lets `edit` change it, and writes it back. */
export async function editPages(
  clientDir: string,
  edit: (document: HtmlDocument, file: string) => void | Promise<void>,
): Promise<void> {
  for (const file of builtPages(clientDir)) {
    const document = parseHtml(readFileSync(file, 'utf8'));
    await edit(document, file);
    writeFileSync(file, printHtml(document));
  }
}

/**
 * A named step over the built site, as a Vite plugin. Vike prerenders the pages while the server
 * build closes, so each step runs after that, in the order of `vite.config.ts`.
 */
export function pagesStep(name: string, run: (paths: { root: string; clientDir: string }) => Promise<void>): Plugin {
  return {
    name: `nexoform:${name}`,
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (this.environment.name !== 'ssr') return;
        const { root } = this.environment.config;
        await run({ root, clientDir: join(root, 'dist', 'client') });
      },
    },
  };
}
