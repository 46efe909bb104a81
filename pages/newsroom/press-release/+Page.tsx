// https://vike.dev/Page
import { useData } from 'vike-react/useData';
import { PressReleaseArticle } from '../../../components/PressRelease/PressReleaseArticle';
import { ScheduledNotice } from '../../../components/ScheduledNotice/ScheduledNotice';
import type { PressRelease } from '../../../publishing/site';

export default function Page() {
  const release = useData<PressRelease>();
  return (
    <>
      {release.scheduled ? <ScheduledNotice entry={release} /> : null}
      <PressReleaseArticle release={release} />
    </>
  );
}
