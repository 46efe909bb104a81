// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { homeCopy } from '../../domain/homeCopy';

export default function title(pageContext: PageContext): string {
  return homeCopy(pageContext.locale ?? 'en').page.title;
}
