import { prerenderedPaths } from '../domain/routes';
import { content } from '../tests/e2e/content';
import { pageTemplate } from './pageTemplate';

it('names every built page by the template that renders it, which keeps its vitals reports', () => {
  const releases = new Set(content.pressReleases.map((release) => release.path));
  for (const path of prerenderedPaths(content.pressReleases, content.news.length)) {
    const expected =
      path === '/'
        ? 'home'
        : path === '/news-insights' || path.startsWith('/news-insights/page/')
          ? 'news-list'
          : releases.has(path)
            ? 'news-item'
            : 'content';
    expect(pageTemplate(path), path).toBe(expected);
    expect(pageTemplate(`${path}/`), path).toBe(expected);
  }
});
