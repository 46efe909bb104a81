// https://vike.dev/Page
import { render } from 'vike/abort';
import { usePageContext } from 'vike-react/usePageContext';
import { PressReleaseArticle } from '../../../components/PressRelease/PressReleaseArticle';
import { findPressRelease } from '../../../content/pressReleases';

export default function Page() {
  const { urlPathname } = usePageContext();
  const release = findPressRelease(urlPathname);
  if (!release) throw render(404);
  return <PressReleaseArticle release={release} />;
}
