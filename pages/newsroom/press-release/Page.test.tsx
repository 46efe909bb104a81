// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { NewsCard } from '../../../components/NewsCard/NewsCard';
import type { ImageAsset } from '../../../content/types';
import type { NewsItem, PressRelease } from '../../../publishing/site';
import Page from './+Page';

const data = vi.hoisted(() => ({ release: undefined as unknown }));
vi.mock('vike-react/useData', () => ({ useData: () => data.release }));

/** What the release and its news card share. */
const entry = { slug: 'nordic', id: 40, date: '2030-07-15', headline: 'Nexoform opens a Nordic office' };
const release: PressRelease = {
  ...entry,
  time: '09:00',
  dateline: 'OSLO, 15 July 2030',
  summary: 'A summary long enough for a search result, though nothing here checks it.',
  listed: true,
  path: '/newsroom/nordic',
  back: 'home',
  body: [],
};
const image: ImageAsset = { src: '/default.jpg', width: 800, height: 450, alt: '' };
const item: NewsItem = {
  ...entry,
  uri: release.path,
  target: 'self',
  publication: 'Press Release',
  type: 'Press Release',
};

it('a press release in the editor’s preview says it is scheduled, and when it is published, when the preview kept it for a later date, and nothing of the kind once published', () => {
  data.release = { ...release, scheduled: true };
  const { rerender } = render(<Page />);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Scheduled: not on the public site until 15 July 2030 at 09:00 (Europe/London)',
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(release.headline);
  data.release = release;
  rerender(<Page />);
  expect(screen.queryByRole('status')).toBeNull();
});

it('a news card in the editor’s preview carries a Scheduled label only while scheduled', () => {
  const { rerender } = render(<NewsCard item={{ ...item, scheduled: true }} defaultImage={image} />);
  expect(screen.getByText('Scheduled')).toBeInTheDocument();
  rerender(<NewsCard item={item} defaultImage={image} />);
  expect(screen.queryByText('Scheduled')).toBeNull();
});
