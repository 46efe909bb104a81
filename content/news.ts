import { whitePaper } from './identity';
import { pressReleases } from './pressReleases';
import type { NewsItem } from './types';

const [xyz, fiveX, meridian, aurora, areLaunch] = pressReleases;

/** News & Insights (spec §3): 25 items, ids 1–25. Add an item by appending an object here. */
export const news = [
  { id: 1, date: xyz.date, headline: xyz.headline, uri: xyz.path, target: 'self', publication: 'Press Release', type: 'Press Release' },
  { id: 2, date: fiveX.date, headline: fiveX.headline, uri: fiveX.path, target: 'self', publication: 'Press Release', type: 'Press Release' },
  { id: 3, date: meridian.date, headline: meridian.headline, uri: meridian.path, target: 'self', publication: 'Press Release', type: 'Press Release' },
  { id: 4, date: aurora.date, headline: aurora.headline, uri: aurora.path, target: 'self', publication: 'Press Release', type: 'Press Release' },
  { id: 5, date: areLaunch.date, headline: areLaunch.headline, uri: areLaunch.path, target: 'self', publication: 'Press Release', type: 'Press Release' },
  { id: 6, date: whitePaper.date, headline: whitePaper.title, uri: whitePaper.path, target: 'self', publication: 'White Paper', type: 'White Paper' },
] as const satisfies readonly NewsItem[];
