import { scheduledAt } from './scheduledAt';
import * as styles from './ScheduledNotice.css';

/**
 * Shown only in the editor's preview (the dev server keeps entries dated after its clock,
 * publishing/site.ts): says that the page is not public yet and when a build will publish it.
 */
export function ScheduledNotice({ entry }: { entry: { date: string; time?: string } }) {
  return (
    <p className={styles.root} role="status" data-scheduled>
      <strong>Scheduled</strong>: not on the public site until {scheduledAt(entry)}; the first build from then on
      publishes it.
    </p>
  );
}
