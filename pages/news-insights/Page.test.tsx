import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { news } from '../../content/site';
import Page from './+Page';

// The page reads its items from its +data hook (the content files), as on the built site.
vi.mock('vike-react/useData', async () => {
  const { defaultNewsImage, news: items } = await import('../../content/site');
  return { useData: () => ({ news: items, defaultNewsImage }) };
});

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

describe('the News & Insights grid', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/news-insights');
    formatCalls.count = 0;
  });

  it('renders each card once, and typing in the search re-renders none of the cards that stay', async () => {
    render(<Page />);
    expect(screen.getAllByRole('article')).toHaveLength(news.length);
    expect(formatCalls.count).toBe(news.length);

    formatCalls.count = 0;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Quick search'), 'g');
    const shown = news.filter((item) => item.headline.toLowerCase().includes('g')).length;
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(shown));
    expect(shown).toBeLessThan(news.length);
    expect(formatCalls.count).toBe(0);

    // Clearing the search brings back only the cards that had left.
    await user.clear(screen.getByLabelText('Quick search'));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(news.length));
    expect(formatCalls.count).toBe(news.length - shown);
  });
});
