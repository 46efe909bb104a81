import type { Locale } from '../../content/locales';
import { homeCopy } from '../../domain/homeCopy';
import { teamIn, teamPlaceholder } from '../../publishing/site';
import { Picture } from '../Picture/Picture';
import * as styles from './LeadershipQuote.css';

/** docs/product.md §2: a photo, the quote, the person's name and the title 'Chief Technology Officer'. */
export function LeadershipQuote({ locale = 'en' }: { locale?: Locale }) {
  const { leadershipQuote } = homeCopy(locale);
  // The member as the page's language shows them: the photo's text in it, the job title translated where it is.
  const person = teamIn(locale).find((member) => member.slug === leadershipQuote.memberSlug);
  if (!person)
    throw new Error(
      `content/identity.ts: quoteBy '${leadershipQuote.memberSlug}' is not a member (a file in content/team/)`,
    );
  return (
    <section className={styles.root} aria-label={leadershipQuote.label}>
      <div className={styles.figure}>
        <Picture
          image={person.image ?? teamPlaceholder}
          className={styles.photo}
          sizes="(min-width: 768px) 320px, 60vw"
        />
        {/* A quote and who said it: the figure pattern of the HTML standard. */}
        <figure>
          <blockquote className={styles.quote}>
            <p>{leadershipQuote.quote}</p>
          </blockquote>
          <figcaption className={styles.caption}>
            <span className={styles.name}>{person.fullname}</span>
            <span className={styles.role} lang={person.lang === locale ? undefined : person.lang}>
              {person.jobtitle}
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
