/**
 * Markdown of biographies and press releases, parsed with Markdoc at build time into a plain,
 * serialisable tree that components/Markdown renders as React elements (no HTML strings).
 */
import Markdoc, { type Node, type RenderableTreeNode } from '@markdoc/markdoc';

/** The block-level content of a Markdown text or of an already parsed document. */
export type MarkdownTree = RenderableTreeNode[];

export function toRenderable(markdown: string | Node): MarkdownTree {
  const document = Markdoc.transform(typeof markdown === 'string' ? Markdoc.parse(markdown) : markdown);
  // A document becomes one <article>; pages place its blocks in their own structure.
  return Markdoc.Tag.isTag(document) ? document.children : [document];
}
