// https://vike.dev/Page
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';
import { PressReleaseArticle } from '../../../components/PressRelease/PressReleaseArticle';
import { ScheduledNotice } from '../../../components/ScheduledNotice/ScheduledNotice';
import type { PressRelease } from '../../../publishing/site';

export default function Page() {
  const release = useData<PressRelease>();
  // The page's language (pages/+onBeforeRoute.ts): its own words and date are in it.
  const locale = (usePageContext() as PageContext | undefined)?.locale ?? 'en';
  return (
    <>
      {release.scheduled ? <ScheduledNotice entry={release} /> : null}
      <PressReleaseArticle release={release} locale={locale} />
    </>
  );
}
