import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue sentence with elements in it: each `{name}` of `template` becomes `parts[name]`
 * (a link, a number), the text around it stays text. The translator moves the placeholders with
 * the sentence's word order; a name with no part stays as written, so a typo shows.
 */
export function withParts(template: string, parts: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    const part = name !== undefined && name in parts ? parts[name] : piece;
    return <Fragment key={index}>{part}</Fragment>;
  });
}
