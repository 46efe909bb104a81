import type { ReactNode } from 'react';
import { company } from '../../content/identity';
import { offices } from '../../content/offices';
import type { TextField } from '../../domain/enquiry';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './ContactForm.css';
import { needsScriptAttribute, submitGuardScript } from './submitGuard';

/** Served disabled; the inline guard enables it (submitGuard.ts): without JavaScript nothing is sent. */
const needsScript = { disabled: true, [needsScriptAttribute]: '' };

/** The office a visitor without JavaScript is asked to call: the UK entity, the controller of their data. */
const callOffice = offices.find((office) => office.city === 'London') ?? offices[0];

type FieldProps = {
  name: TextField;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  multiline?: boolean;
};

/**
 * One labelled field with the place its error appears (docs/ui-contract.md: aria-describedby). No
 * `maxlength`: the browser would cut what is typed or pasted without a word; the enhancer says
 * "Please use at most …" as soon as a value is over its limit (docs/decisions.md#d4).
 */
function Field({ name, label, type = 'text', autoComplete, multiline = false }: FieldProps) {
  const id = `contact-${name}`;
  const common = {
    id,
    name,
    autoComplete,
    'aria-describedby': `${id}-error`,
    className: styles.input,
    'data-field': name,
    ...needsScript,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? <textarea rows={8} {...common} /> : <input type={type} {...common} />}
      <p id={`${id}-error`} className={styles.error} data-error-for={name} />
    </div>
  );
}

function PrivacyLabel(): ReactNode {
  return (
    <>
      By submitting your inquiry, you agree to {company.name} sending you information about our services. See our{' '}
      <a href="/privacy-policy" target="_blank" rel="noopener">
        Privacy Policy
      </a>{' '}
      for more information.
    </>
  );
}

/**
 * The contact form (docs/product.md §2 "Contact Us"). Server markup only; ContactForm.client.ts validates,
 * sends and shows the states. Without JavaScript its controls stay disabled, so nothing is sent,
 * and the note gives the recipient address and a telephone number (D10). The inline guard after
 * the form enables them, and holds a submit made before the enhancer is wired (submitGuard.ts).
 */
export function ContactForm() {
  return (
    <>
      <ContactFormMarkup />
      {/* Right after the form, whose controls it enables; allowed by its CSP hash (scripts/build/hosting.mjs). */}
      <script>{submitGuardScript}</script>
    </>
  );
}

function ContactFormMarkup() {
  return (
    <form className={styles.form} aria-label="Contact form" method="post" noValidate data-contact-form>
      <noscript>
        <p className={styles.noscript}>
          This form needs JavaScript, which is off in your browser: nothing you type here is sent. Please e-mail us at{' '}
          <a href={`mailto:${company.enquiryRecipient}`}>{company.enquiryRecipient}</a>
          {callOffice ? (
            <>
              {' '}
              or call our {callOffice.city} office on{' '}
              <a href={`tel:${callOffice.telephone.replace(/[^+\d]/g, '')}`}>{callOffice.telephone}</a>
            </>
          ) : null}
          .
        </p>
      </noscript>
      <div className={styles.grid}>
        <Field name="name" label="Name" autoComplete="name" />
        <Field name="company" label="Company" autoComplete="organization" />
        <Field name="email" label="Email" type="email" autoComplete="email" />
        <Field name="phone" label="Phone number" type="tel" autoComplete="tel" />
      </div>
      <Field name="nature" label="What would you like to talk to us about?" autoComplete="off" multiline />
      {/* A field people never see: bots that fill every input give themselves away (docs/ui-contract.md). */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" data-honeypot />
      </div>
      <div className={styles.field}>
        <div className={styles.checkboxRow}>
          <input
            id="contact-privacy"
            name="privacyAgreed"
            type="checkbox"
            className={styles.checkbox}
            aria-describedby="contact-privacy-error"
            data-field="privacyAgreed"
            {...needsScript}
          />
          <label htmlFor="contact-privacy" className={styles.checkboxLabel}>
            <PrivacyLabel />
          </label>
        </div>
        <p id="contact-privacy-error" className={styles.error} data-error-for="privacyAgreed" />
      </div>
      {/* D1: speaks the first error when focus cannot carry it (it is already on the field). */}
      <p className={visuallyHidden} role="status" data-error-announcer />
      <div className={styles.failure} role="alert" data-send-failure>
        <div hidden data-send-failure-body>
          <p>
            Your request could not be sent. Please try again, or e-mail us at{' '}
            <a href={`mailto:${company.enquiryRecipient}`}>{company.enquiryRecipient}</a>.
          </p>
          <button type="button" className={styles.retry} data-retry>
            Retry
          </button>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} data-submit {...needsScript}>
          <svg className={styles.check} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" data-sent-icon>
            <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          <span data-submit-label>Submit</span>
        </button>
        <span className={styles.spinner} aria-hidden="true" data-spinner />
      </div>
    </form>
  );
}
