// https://vike.dev/Page
import { DocumentPage } from '../../components/DocumentPage/DocumentPage';
import { icoComplaintsUrl, privacyEffectiveDate, privacySections } from '../../content/privacyPolicy';

/** /privacy-policy (docs/product.md §2): the effective date, a table of contents and thirteen sections. */
export default function Page() {
  return (
    <DocumentPage
      title="Privacy Policy"
      date={{ label: 'Effective date', ...privacyEffectiveDate }}
      sections={privacySections}
      contentsId="privacy-contents"
      sectionEnds={{
        'questions-or-complaints': (
          <p>
            <a href={icoComplaintsUrl}>Complain to the Information Commissioner’s Office (ico.org.uk)</a>
          </p>
        ),
      }}
    />
  );
}
