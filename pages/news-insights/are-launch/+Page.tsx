// https://vike.dev/Page
import { PressReleaseArticle } from '../../../components/PressRelease/PressReleaseArticle';
import { findPressRelease } from '../../../content/pressReleases';

export default function Page() {
  const release = findPressRelease('/news-insights/are-launch');
  if (!release) throw new Error('The ARE launch press release is missing from content/pressReleases.ts');
  return <PressReleaseArticle release={release} />;
}
