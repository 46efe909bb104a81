// https://vike.dev/Page
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';
import { DocumentPage } from '../../components/DocumentPage/DocumentPage';
import { OperatorFacts } from '../../components/DocumentPage/OperatorFacts';
import type { LegalPageData } from './+data';

/** A legal page (docs/product.md §2): its text from content/legal/, the legal notice with the company's facts first. */
export default function Page() {
  const { page, office, ...text } = useData<LegalPageData>();
  const locale = (usePageContext() as PageContext | undefined)?.locale ?? 'en';
  return (
    <DocumentPage text={text} page={page} locale={locale}>
      {office ? <OperatorFacts locale={locale} office={office} /> : null}
    </DocumentPage>
  );
}
