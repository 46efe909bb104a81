// https://vike.dev/Page
import { BackLink } from '../../components/BackLink/BackLink';
import { PageBanner } from '../../components/PageBanner/PageBanner';
import * as prose from '../../components/Prose/Prose.css';
import { icoComplaintsUrl, privacyEffectiveDate, privacySections } from '../../content/privacyPolicy';
import * as styles from './PrivacyPolicy.css';

/** /privacy-policy (docs/product.md §2): the effective date, a table of contents and thirteen sections. */
export default function Page() {
  return (
    <>
      <PageBanner
        title="Privacy Policy"
        meta={
          <>
            Effective date: <time dateTime={privacyEffectiveDate.iso}>{privacyEffectiveDate.display}</time>
          </>
        }
        actions={<BackLink mode="home" label="Back to Home" />}
      />
      <div className={prose.prose}>
        <nav aria-labelledby="privacy-contents" className={styles.contents}>
          <h2 id="privacy-contents" className={styles.contentsTitle}>
            Contents
          </h2>
          <ol>
            {privacySections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {privacySections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.id === 'questions-or-complaints' ? (
              <p>
                <a href={icoComplaintsUrl}>Complain to the Information Commissioner’s Office (ico.org.uk)</a>
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}
