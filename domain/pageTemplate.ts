import { isPressReleasePath } from '../domain/routes';
import type { PageTemplate } from './vitals.mjs';

/** The template that renders a path: the unit real-user vitals are kept by (domain/vitals.mjs). */
export function pageTemplate(pathname: string): PageTemplate {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  if (path === '/news-insights' || /^\/news-insights\/page\/\d+$/.test(path)) return 'news-list';
  if (isPressReleasePath(path)) return 'news-item';
  return 'content';
}
