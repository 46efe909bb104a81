import type { Locale } from '../../content/locales';
import { ui } from '../../domain/i18n';
import { fill } from '../../domain/words';
import { withParts } from '../Words/withParts';
import * as styles from './DownloadButton.css';

type DownloadButtonProps = { label: string; file: string; fileName: string; locale?: Locale };

/** docs/product.md §4 White paper download button: idle → loading (spinner) → done (check mark), once per view. */
export function DownloadButton({ label, file, fileName, locale = 'en' }: DownloadButtonProps) {
  const text = ui(locale).download;
  return (
    <div className={styles.root} data-download data-file={file} data-file-name={fileName}>
      <button type="button" className={styles.button} data-download-button>
        <span className={styles.spinner} aria-hidden="true" />
        <svg className={styles.check} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
        <span data-download-label>{label}</span>
      </button>
      <noscript>
        <a href={file} download={fileName}>
          {fill(text.noscript, { label })}
        </a>
      </noscript>
      <div role="alert" className={styles.error}>
        <p hidden data-download-error>
          {withParts(text.error, { link: <a href={file}>{text.errorLink}</a> })}
        </p>
      </div>
    </div>
  );
}
