import * as styles from './SkipLink.css';

/** First stop in the tab order (docs/ui-contract.md): jumps past the header to the page's content. */
export function SkipLink() {
  return (
    <a className={styles.root} href="#main">
      Skip to content
    </a>
  );
}
