// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultNewsImage, news } from '../../publishing/site';
import { newsFirstScreen, newsPageSize, pageCount } from '../../domain/newsPages';
import { sortNewestFirst } from '../../domain/newsOrder';
import Page from './index/+Page';
import type { Data } from './index/+data';
import { onHydrationEnd } from './onHydrationEnd';
import { loadPageData } from './pageData';
import { toNewsIndex } from './newsIndex';

// The page reads its data as the browser does once hydrated: every item, from the content's index.
const pageData = vi.hoisted(() => ({ current: undefined as unknown as Data }));
vi.mock('vike-react/useData', () => ({ useData: () => pageData.current }));

// Every NewsCard render formats its date once: counting the calls counts the card renders.
const formatCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../components/NewsCard/formatDate', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../components/NewsCard/formatDate')>();
  return {
    formatNewsDate: (isoDate: string) => {
      formatCalls.count += 1;
      return original.formatNewsDate(isoDate);
    },
  };
});

const browserData = (items: typeof news) =>
  loadPageData({ defaultNewsImage, index: { inline: toNewsIndex(sortNewestFirst(items)) } });
const ordered = sortNewestFirst(news);
const newestHeadlines = (items: typeof news) => sortNewestFirst(items).map((item) => item.headline);
// The headlines shown, in order (a plain query: role queries over a whole page are slow in jsdom).
const headlines = () =>
  [...document.querySelectorAll('main article h2, article h2')].map((heading) => heading.firstChild?.textContent);

/** `count` generated items, a day apart; the headline of every 62nd of the first 2,480 names "liquid cooling". */
const generatedNews = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    ...news[0]!,
    id: 10_000 + index,
    headline: `Generated item ${index + 1}${index % 62 === 0 && index < 62 * 40 ? ', on liquid cooling' : ''}`,
    date: new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10),
  }));

const goBack = () =>
  act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
const resultCount = () => screen.getByText(/^\d+ results?/);
const search = () => screen.getByLabelText('Quick search');
const pager = () => screen.queryByRole('navigation', { name: 'News pages' });
/** Renders the page over `items` (the launch content when none are given); returns a user. */
async function show(items?: typeof news) {
  if (items) pageData.current = await browserData(items);
  render(<Page />);
  return userEvent.setup();
}

beforeEach(async () => {
  window.history.replaceState(null, '', '/news-insights');
  pageData.current = await browserData(news);
  formatCalls.count = 0;
});

describe('every filtered item in one grid up to 60, pages of 60 past that (docs/decisions.md#d22)', () => {
  for (const count of [25, 60, 61, 2_500])
    it(`with ${count} items the grid holds the first 60 at most, and the pager and the page number appear only past 60`, async () => {
      await show(generatedNews(count));
      const inOrder = newestHeadlines(generatedNews(count));
      expect(headlines()).toEqual(inOrder.slice(0, Math.min(count, newsPageSize)));
      const paged = count > newsPageSize;
      const page = paged ? `, page 1 of ${pageCount(count)}` : '';
      expect(resultCount()).toHaveAttribute('aria-live', 'polite');
      expect(resultCount()).toHaveTextContent(new RegExp(`^${count} results${page}$`));
      expect(pager() !== null).toBe(paged);
    }, 30_000);

  it('a search that narrows 2,500 items to 40 shows all 40 in one grid, and Reset brings back the first 60', async () => {
    const many = generatedNews(2_500);
    const user = await show(many);
    await user.type(search(), 'liquid cooling');
    const matching = newestHeadlines(many).filter((headline) => headline.includes('liquid cooling'));
    expect(matching).toHaveLength(40);
    await vi.waitFor(() => expect(headlines()).toEqual(matching));
    expect(resultCount()).toHaveTextContent(/^40 results$/);
    expect(pager()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await vi.waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(newsPageSize));
    expect(resultCount()).toHaveTextContent(`2500 results, page 1 of ${pageCount(2_500)}`);
  });
});

it('the address while typing (D12) follows the search in the same entry once idle; Reset right after typing leaves no late write of the search', async () => {
  const user = await show();
  const entries = window.history.length;
  await user.type(search(), 'gpu');
  await vi.waitFor(() => expect(window.location.search).toBe('?q=gpu'));
  expect(window.history.length).toBe(entries);
  // Typed, then Reset at once: the new entry is the reset list, and no late write of the search follows.
  await user.type(search(), 's');
  await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
  expect(window.location.search).toBe('');
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(window.location.search).toBe('');
  expect(window.history.length).toBe(entries + 1);
});

it('the address while typing (D12): Back before the typed search was written restores the entry left as it was', async () => {
  window.history.pushState(null, '', '/news-insights?type=Podcast');
  const user = await show();
  await user.type(search(), 'x');
  await goBack();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(window.location.pathname + window.location.search).toBe('/news-insights');
  expect(search()).toHaveValue('');
});

it('the News & Insights grid renders each card of the page once, signals readiness on the list root once hydration ends, and typing in the search re-renders none of the cards that stay', async () => {
  const firstPage = ordered.slice(0, newsPageSize);
  const user = await show();
  const list = document.querySelector('[data-news-list]');
  expect(list).not.toHaveAttribute('data-enhanced');
  onHydrationEnd();
  expect(list).toHaveAttribute('data-enhanced', 'true');
  expect(screen.getAllByRole('article')).toHaveLength(firstPage.length);
  expect(formatCalls.count).toBe(firstPage.length);
  formatCalls.count = 0;
  await user.type(search(), 'g');
  const matching = ordered.filter((item) => item.headline.toLowerCase().includes('g'));
  const shown = matching.slice(0, newsPageSize);
  await vi.waitFor(() => expect(headlines()).toEqual(shown.map((item) => item.headline)));
  expect(matching.length).toBeLessThan(news.length);
  // Only cards that were not on the page before are rendered.
  const stayed = (list: typeof ordered, other: typeof ordered) =>
    list.filter((item) => !other.some((entry) => entry.id === item.id)).length;
  expect(formatCalls.count).toBe(stayed(shown, firstPage));
  // Clearing the search brings back only the cards that had left.
  formatCalls.count = 0;
  await user.clear(search());
  await vi.waitFor(() => expect(headlines()).toEqual(firstPage.map((item) => item.headline)));
  expect(formatCalls.count).toBe(stayed(firstPage, shown));
});

it('the News & Insights grid answers a change with the new cards of the first screen, and makes the others one render later', async () => {
  // Generated items, so the next page is a full page of cards not shown before.
  const many = generatedNews(newsPageSize * 2);
  pageData.current = await browserData(many);
  const inOrder = newestHeadlines(many);
  // What each commit left on the page: the cards, in order, and whether the grid says it is busy.
  const commits: { headlines: (string | null | undefined)[]; busy: boolean }[] = [];
  const record = () =>
    commits.push({ headlines: headlines(), busy: document.querySelector('ul[aria-busy="true"]') !== null });
  render(
    <Profiler id="news-list" onRender={record}>
      <Page />
    </Profiler>,
  );
  await vi.waitFor(() => expect(commits.at(-1)).toEqual({ headlines: inOrder.slice(0, newsPageSize), busy: false }));
  commits.length = 0;
  await userEvent.setup().click(screen.getByRole('link', { name: 'Next page' }));
  const nextPage = inOrder.slice(newsPageSize, newsPageSize * 2);
  await vi.waitFor(() => expect(commits.at(-1)).toEqual({ headlines: nextPage, busy: false }));
  // The render that answers the click makes the first screenful; every card shown is in its place.
  expect(commits[0]).toEqual({ headlines: nextPage.slice(0, newsFirstScreen), busy: true });
});

it('the News & Insights grid shows a large archive one page at a time, and moves between pages with the address, the count and focus', async () => {
  // Generated items: as many as fill several pages, whatever the launch content holds.
  const many = generatedNews(newsPageSize * 3 + 5);
  const user = await show(many);
  const pages = pageCount(many.length);
  const inOrder = newestHeadlines(many);
  const status = resultCount();
  await user.click(screen.getByRole('link', { name: 'Next page' }));
  await vi.waitFor(() => expect(headlines()).toEqual(inOrder.slice(newsPageSize, newsPageSize * 2)));
  expect(window.location.search).toBe('?page=2');
  expect(status).toHaveTextContent(`${many.length} results, page 2 of ${pages}`);
  expect(status).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await user.click(screen.getByRole('link', { name: `Page ${pages}` }));
  await vi.waitFor(() => expect(headlines()).toEqual(inOrder.slice((pages - 1) * newsPageSize)));
  expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  // Back restores the page before; a search starts again from the first page of what matches.
  await goBack();
  await vi.waitFor(() => expect(window.location.search).toBe('?page=2'));
  await vi.waitFor(() => expect(headlines()).toEqual(inOrder.slice(newsPageSize, newsPageSize * 2)));
  await user.type(search(), 'item 1');
  const matching = inOrder.filter((headline) => headline.toLowerCase().includes('item 1'));
  await vi.waitFor(() => expect(headlines()).toEqual(matching.slice(0, newsPageSize)));
  // The typed search reaches the address once the browser is idle.
  await vi.waitFor(() => expect(window.location.search).toBe('?q=item+1'));
}, 60_000);
