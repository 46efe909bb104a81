import { teamCopy } from '../../content/home';
import { team, teamPlaceholder } from '../../publishing/site';
import type { TeamMember } from '../../publishing/site';
import { Markdown } from '../Markdown/Markdown';
import { Picture } from '../Picture/Picture';
import { Section } from '../Section/Section';
import * as styles from './Team.css';

/**
 * One member's card and biography dialog. The '+' button opens the dialog through invoker
 * commands (`command="show-modal"`), so it works without JavaScript where browsers support
 * them; the enhancer covers the others and the click outside.
 */
function MemberCard({ member }: { member: TeamMember }) {
  const dialogId = `bio-${member.slug}`;
  return (
    <li className={styles.card}>
      <Picture
        image={member.image ?? teamPlaceholder}
        className={styles.photo}
        sizes="(min-width: 1200px) 280px, (min-width: 768px) 33vw, 50vw"
      />
      {/* The '+' sits beside the text, never over it: a long job title wraps instead of hiding under it. */}
      <div className={styles.body}>
        <div className={styles.text}>
          <h3 className={styles.name}>{member.fullname}</h3>
          <p className={styles.role}>{member.jobtitle}</p>
        </div>
        <button
          type="button"
          className={styles.open}
          aria-label={`Read biography of ${member.fullname}`}
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
        <p className={styles.role}>{member.jobtitle}</p>
        <div className={styles.bio}>
          <Markdown content={member.biography} />
        </div>
        <button type="button" className={styles.close} command="close" commandfor={dialogId} data-bio-close>
          Close
        </button>
      </dialog>
    </li>
  );
}

/** docs/product.md §2 Our Team: an intro and a grid of member cards. */
export function Team() {
  return (
    <Section id="team-container" title={teamCopy.title} subtitle={teamCopy.intro} tone="muted">
      <ul className={styles.grid} data-team>
        {team.map((member) => (
          <MemberCard key={member.slug} member={member} />
        ))}
      </ul>
    </Section>
  );
}
