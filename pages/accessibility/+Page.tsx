// https://vike.dev/Page
import { BackLink } from '../../components/BackLink/BackLink';
import { PageBanner } from '../../components/PageBanner/PageBanner';
import * as prose from '../../components/Prose/Prose.css';
import { accessibilityReviewed, accessibilitySections } from '../../content/accessibility';
import { company } from '../../content/identity';

/** /accessibility: the accessibility statement, linked from every page's footer. */
export default function Page() {
  return (
    <>
      <PageBanner
        title="Accessibility"
        meta={
          <>
            Last reviewed: <time dateTime={accessibilityReviewed.iso}>{accessibilityReviewed.display}</time>
          </>
        }
        actions={<BackLink mode="home" label="Back to Home" />}
      />
      <div className={prose.prose}>
        {accessibilitySections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.id === 'contact' ? (
              <p>
                <a href={`mailto:${company.accessibilityContact}`}>E-mail {company.accessibilityContact}</a>
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}
