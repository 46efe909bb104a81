// https://vike.dev/Page
import { BackLink } from '../../components/BackLink/BackLink';
import { Picture } from '../../components/Picture/Picture';
import { VideoFacade } from '../../components/VideoFacade/VideoFacade';
import { usePageContext } from 'vike-react/usePageContext';
import * as styles from './Partner.css';
import { partnerPageIn } from '../../content/partner';
import { entryTranslations } from '../../publishing/site';
import { PageLink } from '../../components/PageLink/PageLink';

/** /xyz (docs/product.md §2): the augmented-reality construction partner. */
export default function Page() {
  const { locale = 'en' } = usePageContext();
  const partnerPage = partnerPageIn(locale);
  return (
    <div className={styles.layout}>
      <aside className={styles.photos} aria-label={partnerPage.photosLabel}>
        {partnerPage.photos.map((photo) => (
          <Picture key={photo.src} image={photo} className={styles.photo} sizes="(min-width: 768px) 30vw, 1px" />
        ))}
      </aside>
      <div className={styles.content}>
        <BackLink mode="history" locale={locale} />
        <img
          className={styles.logo}
          src={partnerPage.logo.src}
          alt={partnerPage.logo.alt}
          width={partnerPage.logo.width}
          height={partnerPage.logo.height}
        />
        <h1 className={styles.title}>{partnerPage.heading}</h1>
        {partnerPage.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
        <div className={styles.video}>
          <VideoFacade video={partnerPage.video} locale={locale} />
        </div>
        <p>
          <PageLink
            className={styles.release}
            to={partnerPage.pressReleasePath}
            locale={locale}
            entries={entryTranslations}
          >
            {partnerPage.pressReleaseLink}
          </PageLink>
        </p>
      </div>
    </div>
  );
}
