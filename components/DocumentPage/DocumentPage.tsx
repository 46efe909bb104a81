import type { ReactNode } from 'react';
import { BackLink } from '../BackLink/BackLink';
import { PageBanner } from '../PageBanner/PageBanner';
import * as prose from '../Prose/Prose.css';
import * as styles from './DocumentPage.css';

type DocumentSection = { id: string; heading: string; paragraphs: readonly string[] };

type DocumentPageProps = {
  title: string;
  /** The date under the title, e.g. 'Effective date' or 'Last reviewed'. */
  date: { label: string; iso: string; display: string };
  sections: readonly DocumentSection[];
  /** When set, a numbered table of contents (with this id on its heading) opens the text, and the headings carry the numbers. */
  contentsId?: string;
  /** What a section adds after its paragraphs (a link, an address), by section id. */
  sectionEnds?: Readonly<Record<string, ReactNode>>;
};

/** A page of legal or policy text (privacy policy, accessibility statement): a banner with its date, then its sections. */
export function DocumentPage({ title, date, sections, contentsId, sectionEnds = {} }: DocumentPageProps) {
  return (
    <>
      <PageBanner
        title={title}
        meta={
          <>
            {`${date.label}: `}
            <time dateTime={date.iso}>{date.display}</time>
          </>
        }
        actions={<BackLink mode="home" label="Back to Home" />}
      />
      <div className={prose.prose}>
        {contentsId ? (
          <nav aria-labelledby={contentsId} className={styles.contents}>
            <h2 id={contentsId} className={styles.contentsTitle}>
              Contents
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>
              {contentsId ? <>{index + 1}. </> : null}
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {sectionEnds[section.id] ?? null}
          </section>
        ))}
      </div>
    </>
  );
}
