import Markdoc from '@markdoc/markdoc';
import { company } from '../../content/identity';
import type { Locale } from '../../content/locales';
import { ui } from '../../domain/i18n';
import { fill } from '../../domain/words';
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

/**
 * A full press release: headline (h1), dateline, body, boilerplate and media contact, with the
 * page's own words (kicker, headings, date, Back) in the page's language `locale`.
 */
export function PressReleaseArticle({ release, locale = 'en' }: { release: PressRelease; locale?: Locale }) {
  const text = ui(locale);
  return (
    <article>
      <PageBanner
        kicker={text.news.typeNames['Press Release']}
        title={release.headline}
        meta={<time dateTime={release.date}>{formatNewsDate(release.date, locale)}</time>}
        actions={<BackLink mode={release.back} locale={locale} />}
      />
      <div className={prose.prose}>
        <Markdown content={withDateline(release.body, release.dateline)} />
        <h2>{fill(text.pressRelease.about, { company: company.name })}</h2>
        <p>{fill(text.pressRelease.boilerplate, { company: company.name })}</p>
        <h2>{text.pressRelease.mediaContact}</h2>
        <p className={styles.contact}>
          {text.pressRelease.pressOffice}, {company.name}
          <br />
          <a href={`mailto:${company.mediaContact.email}`}>{company.mediaContact.email}</a>
          <br />
          <a href={`tel:${company.mediaContact.telephone.replace(/[^\d+]/g, '')}`}>{company.mediaContact.telephone}</a>
        </p>
      </div>
    </article>
  );
}
