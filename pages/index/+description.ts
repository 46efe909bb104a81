// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { homeCopy } from '../../domain/homeCopy';

export default function description(pageContext: PageContext): string {
  return homeCopy(pageContext.locale ?? 'en').page.description;
}
