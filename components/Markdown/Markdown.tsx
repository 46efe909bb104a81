import Markdoc from '@markdoc/markdoc';
import * as React from 'react';
import type { MarkdownTree } from '../../publishing/markdown';
import { Picture } from '../Picture/Picture';

/** The photos of a text (publishing/markdown.ts `pictureTag`), as wide as the text at most. */
const components = {
  Picture: (props: Parameters<typeof Picture>[0]) => <Picture sizes="(min-width: 50rem) 72ch, 100vw" {...props} />,
};

/** Markdown parsed at build time (publishing/markdown.ts), rendered as React elements. */
export function Markdown({ content }: { content: MarkdownTree }) {
  return <>{Markdoc.renderers.react(content, React, { components })}</>;
}
