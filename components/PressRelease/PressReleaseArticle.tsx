import { company } from '../../content/identity';
import { aboutCompany, type PressRelease } from '../../content/pressReleases';
import { BackLink } from '../BackLink/BackLink';
import { formatNewsDate } from '../NewsCard/formatDate';
import { PageBanner } from '../PageBanner/PageBanner';
import * as prose from '../Prose/Prose.css';
import * as styles from './PressReleaseArticle.css';

/** A full press release: headline (h1), dateline, body, boilerplate and media contact. */
export function PressReleaseArticle({ release }: { release: PressRelease }) {
  return (
    <article>
      <PageBanner
        kicker="Press Release"
        title={release.headline}
        meta={<time dateTime={release.date}>{formatNewsDate(release.date)}</time>}
        actions={<BackLink mode={release.back} />}
      />
      <div className={prose.prose}>
        {release.paragraphs.map((paragraph, index) => (
          <p key={paragraph}>
            {index === 0 ? <strong className={styles.dateline}>{release.dateline} – </strong> : null}
            {paragraph}
          </p>
        ))}
        <h2>About {company.name}</h2>
        <p>{aboutCompany}</p>
        <h2>Media contact</h2>
        <p className={styles.contact}>
          {company.mediaContact.name}, {company.name}
          <br />
          <a href={`mailto:${company.mediaContact.email}`}>{company.mediaContact.email}</a>
          <br />
          <a href={`tel:${company.mediaContact.telephone.replace(/[^\d+]/g, '')}`}>{company.mediaContact.telephone}</a>
        </p>
      </div>
    </article>
  );
}
