// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { toRenderable } from '../../publishing/markdown';
import type { PressRelease } from '../../publishing/site';
import { PressReleaseArticle } from './PressReleaseArticle';

// A body with everything the editor's toolbar offers (docs/editing.md).
const body = [
  'Nexoform today opened a plant.',
  '## Why Rotterdam',
  'Close to the port.',
  '### Power',
  '> "Power was the first question," said the plant manager.',
  '![The plant at dusk](content/press-releases/rotterdam/plant.jpg)',
  '## Next steps',
  'More to come.',
].join('\n\n');

const release = {
  slug: 'rotterdam',
  headline: 'Nexoform opens a plant in Rotterdam',
  date: '2030-01-15',
  dateline: 'ROTTERDAM, 15 January 2030',
  summary: 'A new plant in Rotterdam doubles the capacity for European orders of modules.',
  path: '/newsroom/rotterdam',
  back: 'home',
  body: toRenderable(body, (src, alt) => ({ src: `/${src}`, width: 1600, height: 900, alt })),
} as PressRelease;

it('a press release with headings, a quote and a photo has one h1, the headline, and an outline that never skips a level; the quote is a quote and the photo has its description and size', () => {
  const { container } = render(<PressReleaseArticle release={release} />);
  const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levels = headings.map((heading) => Number(heading.tagName[1]));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  for (const [index, level] of levels.entries())
    expect(level, `heading ${index + 1}`).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
  expect(container.querySelector('blockquote')?.textContent).toContain('Power was the first question');
  const img = container.querySelector('img[src="/content/press-releases/rotterdam/plant.jpg"]');
  const described = ['alt', 'width', 'height'].map((name) => img?.getAttribute(name));
  expect(described).toEqual(['The plant at dusk', '1600', '900']);
});
