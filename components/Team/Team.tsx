import type { Locale } from '../../content/locales';
import { homeCopy } from '../../domain/homeCopy';
import { teamIn, teamPlaceholder } from '../../publishing/site';
import type { InLocale, TeamMember } from '../../publishing/site';
import { Markdown } from '../Markdown/Markdown';
import { Picture } from '../Picture/Picture';
import { Section } from '../Section/Section';
import * as styles from './Team.css';

/**
 * One member's card and biography dialog. The '+' button opens the dialog through invoker
 * commands (`command="show-modal"`), so it works without JavaScript where browsers support
 * them; the enhancer covers the others and the click outside.
 */
function MemberCard({ member, locale }: { member: InLocale<TeamMember>; locale: Locale }) {
  const { teamCopy } = homeCopy(locale);
  // A member not translated into the page's language: job title and biography in English, marked so.
  const english = member.lang === locale ? undefined : member.lang;
  const dialogId = `bio-${member.slug}`;
  return (
    <li className={styles.card}>
      <Picture
        image={member.image ?? teamPlaceholder}
        className={styles.photo}
        sizes="(min-width: 1200px) 280px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 7rem"
      />
      {/* The '+' sits beside the text, never over it: a long job title wraps instead of hiding under it. */}
      <div className={styles.body}>
        <div className={styles.text}>
          <h3 className={styles.name}>{member.fullname}</h3>
          <p className={styles.role} lang={english}>
            {member.jobtitle}
          </p>
        </div>
        <button
          type="button"
          className={styles.open}
          aria-label={teamCopy.readBiography(member.fullname)}
          aria-haspopup="dialog"
          command="show-modal"
          commandfor={dialogId}
          data-bio-open={dialogId}
        >
          +
        </button>
      </div>
      <dialog id={dialogId} className={styles.dialog} aria-labelledby={`${dialogId}-name`} closedby="any" data-bio>
        <h3 id={`${dialogId}-name`} className={styles.dialogName}>
          {member.fullname}
        </h3>
        <p className={styles.role} lang={english}>
          {member.jobtitle}
        </p>
        <div className={styles.bio} lang={english}>
          <Markdown content={member.biography} />
        </div>
        <button type="button" className={styles.close} command="close" commandfor={dialogId} data-bio-close>
          {teamCopy.close}
        </button>
      </dialog>
    </li>
  );
}

/** docs/product.md §2 Our Team: an intro and a grid of member cards. */
export function Team({ locale = 'en' }: { locale?: Locale }) {
  const { teamCopy } = homeCopy(locale);
  return (
    <Section id="team-container" title={teamCopy.title} subtitle={teamCopy.intro} tone="muted">
      <ul className={styles.grid} data-team>
        {teamIn(locale).map((member) => (
          <MemberCard key={member.slug} member={member} locale={locale} />
        ))}
      </ul>
    </Section>
  );
}
