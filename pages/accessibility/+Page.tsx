// https://vike.dev/Page
import { DocumentPage } from '../../components/DocumentPage/DocumentPage';
import { accessibilityReviewed, accessibilitySections } from '../../content/accessibility';
import { company } from '../../content/identity';

/** /accessibility: the accessibility statement, linked from every page's footer. */
export default function Page() {
  return (
    <DocumentPage
      title="Accessibility"
      date={{ label: 'Last reviewed', ...accessibilityReviewed }}
      sections={accessibilitySections}
      sectionEnds={{
        contact: (
          <p>
            <a href={`mailto:${company.accessibilityContact}`}>E-mail {company.accessibilityContact}</a>
          </p>
        ),
      }}
    />
  );
}
