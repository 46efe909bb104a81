/**
 * The outline of a press release body: the page's one h1 is the headline, so the body's headings
 * start at level 2 and never skip a level (h2, then h3 under it). The editor offers only these two
 * levels; a file written by hand is held to the same rule by the build.
 */
import type { Node } from '@markdoc/markdoc';

/** The deepest level a body may use (the editor's toolbar offers 2 and 3). */
export const bodyHeadingLevels = [2, 3] as const;
const [top, deepest] = bodyHeadingLevels;

export type OutlineProblem = { problem: string; fix: string };

/** What is wrong with the body's headings, in the order they appear. */
export function outlineProblems(body: Node): OutlineProblem[] {
  const problems: OutlineProblem[] = [];
  // The headline above the body is level 1.
  let previous = 1;
  for (const node of body.walk()) {
    if (node.type !== 'heading') continue;
    const level = Number(node.attributes.level);
    const text = headingText(node);
    const where = node.lines[0] === undefined ? '' : ` (line ${node.lines[0] + 1})`;
    if (level < top)
      problems.push({
        problem: `has a level-${level} heading “${text}”${where}, but the headline is the page's only level-1 heading`,
        fix: `make it ${'#'.repeat(top)} ${text}`,
      });
    else if (level > deepest || level > previous + 1)
      problems.push({
        problem: `heading “${text}”${where} is level ${level} after level ${previous}, skipping a level`,
        fix: `make it ${'#'.repeat(Math.min(previous + 1, deepest))} ${text}`,
      });
    previous = Math.max(level, top);
  }
  return problems;
}

/** A heading's words, without its marks. */
export const headingText = (node: Node): string =>
  Array.from(node.walk(), (child) => (child.type === 'text' ? String(child.attributes.content ?? '') : '')).join('');
