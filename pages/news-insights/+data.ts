// https://vike.dev/data
import { defaultNewsImage, news } from '../../content/site';

/** The list is hydrated: its items reach the browser as this page's data, not in its script. */
export function data() {
  return { news, defaultNewsImage };
}

export type Data = ReturnType<typeof data>;
