import type { ReactNode } from 'react';
import { company } from '../../content/identity';
import type { TextField } from '../../domain/enquiry';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './ContactForm.css';
import { submitGuardScript } from './submitGuard.mjs';

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
 * sends and shows the states. Without JavaScript, the note offers the recipient address (D10).
 * A submit before the enhancer is wired never leaves the page: the inline guard before the form
 * holds it (submitGuard.mjs), and `method="post"` keeps the fields out of any URL should it not run.
 */
export function ContactForm() {
  return (
    <>
      {/* Allowed by its CSP hash (scripts/build/hosting.mjs). */}
      <script>{submitGuardScript}</script>
      <ContactFormMarkup />
    </>
  );
}

function ContactFormMarkup() {
  return (
    <form className={styles.form} aria-label="Contact form" method="post" noValidate data-contact-form>
      <noscript>
        <p className={styles.noscript}>
          This form needs JavaScript. You can also e-mail us at{' '}
          <a href={`mailto:${company.enquiryRecipient}`}>{company.enquiryRecipient}</a>.
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
        <button type="submit" className={styles.submit} data-submit>
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
