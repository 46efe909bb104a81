import { describe, expect, it, vi } from 'vitest';
import { defaultNewsImage, news } from '../../publishing/site';
import { sortNewestFirst } from '../../domain/newsOrder';
import { toNewsIndex } from './newsIndex';
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

describe('loadPageData', () => {
  it('makes the items from the index in a task after the one that read it', async () => {
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
});
