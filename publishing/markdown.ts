/**
 * Markdown of biographies and press releases, parsed with Markdoc at build time into a plain,
 * serialisable tree that components/Markdown renders as React elements (no HTML strings).
 */
import Markdoc, { type Config, type Node, type RenderableTreeNode } from '@markdoc/markdoc';
import type { ImageAsset } from '../content/types';

/** The block-level content of a Markdown text or of an already parsed document. */
export type MarkdownTree = RenderableTreeNode[];

/** The tag a photo of a text becomes: components/Markdown renders it as a responsive Picture. */
export const pictureTag = 'Picture';

/**
 * @param photo the responsive image of a photo in the text, by the path publishing/entries.ts made
 *   its `src` (from the repository root); without it, a text has no photos.
 */
export function toRenderable(markdown: string | Node, photo?: (path: string, alt: string) => ImageAsset): MarkdownTree {
  const config: Config = photo
    ? {
        nodes: {
          image: {
            transform: (node) =>
              new Markdoc.Tag(pictureTag, {
                image: photo(String(node.attributes.src), String(node.attributes.alt ?? '')),
              }),
          },
        },
      }
    : {};
  const document = Markdoc.transform(typeof markdown === 'string' ? Markdoc.parse(markdown) : markdown, config);
  // A document becomes one <article>; pages place its blocks in their own structure.
  return Markdoc.Tag.isTag(document) ? document.children : [document];
}
