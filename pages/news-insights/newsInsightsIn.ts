import { newsInsightsCopy as de } from '../../content/de/newsInsights';
import type { Locale } from '../../content/locales';
import { newsInsightsCopy as en, type NewsInsightsCopy } from '../../content/newsInsights';
import { newsInsightsCopy as ro } from '../../content/ro/newsInsights';

const copies: Record<Locale, NewsInsightsCopy> = { en, de, ro };

/** News & Insights' words in `locale` (content/newsInsights.ts, content/<locale>/newsInsights.ts). */
export const newsInsightsIn = (locale: Locale): NewsInsightsCopy => copies[locale];
