import Markdoc from '@markdoc/markdoc';
import { aboutCompany, company } from '../../content/identity';
import type { MarkdownTree } from '../../publishing/markdown';
import type { PressRelease } from '../../publishing/site';
import { BackLink } from '../BackLink/BackLink';
import { Markdown } from '../Markdown/Markdown';
import { formatNewsDate } from '../NewsCard/formatDate';
import { PageBanner } from '../PageBanner/PageBanner';
import * as prose from '../Prose/Prose.css';
import * as styles from './PressReleaseArticle.css';

/** The body with the dateline opening its first paragraph, as wire releases do. */
function withDateline(body: MarkdownTree, dateline: string): MarkdownTree {
  const [first, ...rest] = body;
  const lead = new Markdoc.Tag('strong', { class: styles.dateline }, [`${dateline} – `]);
  if (Markdoc.Tag.isTag(first) && first.name === 'p')
    return [new Markdoc.Tag('p', first.attributes, [lead, ...first.children]), ...rest];
  return [new Markdoc.Tag('p', {}, [lead]), ...body];
}

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
        <Markdown content={withDateline(release.body, release.dateline)} />
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
