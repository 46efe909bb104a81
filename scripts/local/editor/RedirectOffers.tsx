import { useState } from 'react';
import { useAnnounced } from './ContentProblems';
import * as styles from './main.css';

type Offers = { broken: string[]; targets: string[] };

/**
 * The old addresses the content no longer has (a release renamed or deleted) beside the editor,
 * each with a choice of where it now leads and one button that writes the redirect
 * (scripts/local/editor/redirectOffers.mjs). Without the redirect the build refuses the change.
 */
export function RedirectOffers({ initial }: { initial: Offers }) {
  const [offers, setOffers] = useAnnounced('nexoform:editor-redirects', initial);
  if (offers.broken.length === 0) return null;
  return (
    <section className={styles.offers} aria-labelledby="redirect-offers">
      <h2 id="redirect-offers" className={styles.offersHeading}>
        Old addresses to redirect
      </h2>
      <p className={styles.offersText}>
        These addresses are live on the site but no longer in the content (a press release renamed or deleted). Send
        each to its new page so links to it keep working; the site is not published until each one leads somewhere.
      </p>
      {offers.broken.map((from) => (
        <Offer key={from} from={from} targets={offers.targets} onDone={setOffers} />
      ))}
    </section>
  );
}

function Offer({ from, targets, onDone }: { from: string; targets: string[]; onDone: (offers: Offers) => void }) {
  const [to, setTo] = useState(targets[0] ?? '');
  const [problem, setProblem] = useState('');
  const id = `redirect-${from}`;
  const add = async () => {
    setProblem('');
    const response = await fetch('/api/editor/redirects', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ from, to }),
    }).catch(() => undefined);
    if (response?.ok) onDone((await response.json()) as Offers);
    else setProblem(response ? await response.text() : 'The editor did not answer; is npm run edit still running?');
  };
  return (
    <div className={styles.offer}>
      <label htmlFor={id}>
        <code>{from}</code> now leads to
      </label>
      <select id={id} value={to} onChange={(event) => setTo(event.target.value)}>
        {targets.map((target) => (
          <option key={target} value={target}>
            {target}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => void add()}>
        Add redirect
      </button>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
