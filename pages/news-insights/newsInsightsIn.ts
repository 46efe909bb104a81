import type { NewsInsightsCopy } from '../../content/en/newsInsights';
import type { Locale } from '../../content/locales';
import { ui } from '../../domain/i18n';

/** News & Insights' words in `locale` (content/<locale>/newsInsights.ts, carried by its UI catalogue). */
export const newsInsightsIn = (locale: Locale): NewsInsightsCopy => ui(locale).newsPage;
