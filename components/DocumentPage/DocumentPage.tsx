import type { ReactNode } from 'react';
import type { LegalPage } from '../../content/legalPages';
import type { Locale } from '../../content/locales';
import { ui } from '../../domain/i18n';
import type { LegalText } from '../../publishing/legal';
import { BackLink } from '../BackLink/BackLink';
import { Markdown } from '../Markdown/Markdown';
import { formatNewsDate } from '../NewsCard/formatDate';
import { PageBanner } from '../PageBanner/PageBanner';
import * as prose from '../Prose/Prose.css';
import * as styles from './DocumentPage.css';

type DocumentPageProps = {
  text: LegalText;
  page: LegalPage;
  locale: Locale;
  /** What comes before the contents (the legal notice's facts). */
  children?: ReactNode;
};

const contentsId = 'legal-contents';

/**
 * A legal page (privacy policy, accessibility statement, legal notice): a banner with its date in
 * the page's language, a numbered table of contents, then its sections, numbered the same.
 */
export function DocumentPage({ text, page, locale, children }: DocumentPageProps) {
  const words = ui(locale).legal;
  return (
    <>
      <PageBanner
        title={text.title}
        meta={
          <>
            {`${words.dated[page]}: `}
            <time dateTime={text.date}>{formatNewsDate(text.date, locale)}</time>
          </>
        }
        actions={<BackLink mode="home" locale={locale} label={words.backHome} />}
      />
      <div className={`${prose.prose} ${styles.text}`}>
        {children}
        <nav aria-labelledby={contentsId} className={styles.contents}>
          <h2 id={contentsId} className={styles.contentsTitle}>
            {words.contents}
          </h2>
          <ol>
            {text.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {text.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>
              {index + 1}. {section.heading}
            </h2>
            <Markdown content={section.body} />
          </section>
        ))}
      </div>
    </>
  );
}
