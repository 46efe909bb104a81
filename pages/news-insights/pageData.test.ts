import { describe, expect, it, vi } from 'vitest';
import { localeCodes } from '../../content/locales';
import { defaultNewsImage, news, newsIn } from '../../publishing/site';
import { sortNewestFirst } from '../../domain/newsOrder';
import { newsListItems, type ListItem } from './listItems';
import { fromNewsIndex, toNewsIndex } from './newsIndex';
import { loadPageData } from './pageData';

// The next task, opened by the test: what runs after it waits until the test says so.
const task = vi.hoisted(() => ({ waiting: 0, run: () => {} }));
vi.mock('./nextTask', () => ({
  nextTask: () =>
    new Promise<void>((resolve) => {
      task.waiting += 1;
      task.run = resolve;
    }),
}));

it('loadPageData makes the items from the index in a task after the one that read it', async () => {
  let data: Awaited<ReturnType<typeof loadPageData>> | undefined;
  const loading = loadPageData({ defaultNewsImage, index: { inline: toNewsIndex(sortNewestFirst(news)) } }).then(
    (result) => (data = result),
  );
  await vi.waitFor(() => expect(task.waiting).toBe(1));
  // A real task later, every promise has settled: the items still wait for that next task.
  await new Promise((resolve) => setTimeout(resolve));
  expect(data).toBeUndefined();
  task.run();
  await loading;
  expect(data?.items.map((item) => item.id)).toEqual(sortNewestFirst(news).map((item) => item.id));
  expect(data?.total).toBe(news.length);
});

describe('the list in each language', () => {
  it.each(localeCodes)('lists every item of %s once, newest first, marking those in another language', (locale) => {
    const items = newsListItems(locale);
    const source = sortNewestFirst(newsIn(locale));
    expect(items.map((item) => item.id)).toEqual(source.map((item) => item.id));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items.map((item) => item.lang)).toEqual(source.map(({ lang }) => (lang === locale ? undefined : lang)));
  });

  it('keeps each item and its language through the index, and an index all in the page language says nothing more', () => {
    const item = (id: number, lang?: 'en' | 'ro'): ListItem => ({
      id,
      date: `2025-01-${String(id).padStart(2, '0')}`,
      headline: `Item ${id}`,
      type: 'News Article',
      publication: 'DCD',
      uri: `https://news.example/${id}`,
      ...(lang ? { lang } : {}),
    });
    const mixed = [item(3), item(2, 'en'), item(1, 'ro'), item(4, 'en')];
    const index = toNewsIndex(mixed);
    expect(index.lang).toEqual({ en: [1, 3], ro: [2] });
    expect(fromNewsIndex(JSON.parse(JSON.stringify(index)))).toEqual(mixed);
    const same = [item(1), item(2)];
    expect(Object.keys(toNewsIndex(same))).toEqual(['images', 'items']);
    expect(fromNewsIndex(toNewsIndex(same))).toEqual(same);
  });
});
