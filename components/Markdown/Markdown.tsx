import Markdoc from '@markdoc/markdoc';
import * as React from 'react';
import type { MarkdownTree } from '../../content/markdown';

/** Markdown parsed at build time (content/markdown.ts), rendered as React elements. */
export function Markdown({ content }: { content: MarkdownTree }) {
  return <>{Markdoc.renderers.react(content, React)}</>;
}
