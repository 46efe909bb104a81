import { useEffect, useState } from 'react';
import * as styles from './main.css';

/**
 * The files the build refuses, in its words, beside the editor (scripts/local/editor/plugin.mjs):
 * the preview leaves them out, so a person who wrote one by hand or got one from git learns why
 * its page is missing, and what to do, without reading the terminal.
 */
export function ContentProblems({ initial }: { initial: string[] }) {
  const [problems] = useAnnounced('nexoform:editor-problems', initial);
  if (problems.length === 0) return null;
  return (
    <section className={styles.problems} aria-labelledby="content-problems">
      <h2 id="content-problems" className={styles.offersHeading}>
        Files the site cannot publish
      </h2>
      <p className={styles.offersText}>
        The preview leaves these files out, and the site is not published until each is fixed or deleted:
      </p>
      <ul>
        {problems.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** What the page was written with, replaced by each announcement of `event` from the edit server (plugin.mjs). */
export function useAnnounced<Data>(event: string, initial: Data) {
  const [data, setData] = useState(initial);
  useEffect(() => {
    import.meta.hot?.on(event, setData);
    return () => import.meta.hot?.off(event, setData);
  }, [event]);
  return [data, setData] as const;
}
