// https://vike.dev/Page
import { useData } from 'vike-react/useData';
import { PressReleaseArticle } from '../../../components/PressRelease/PressReleaseArticle';
import type { PressRelease } from '../../../content/types';

export default function Page() {
  return <PressReleaseArticle release={useData<PressRelease>()} />;
}
