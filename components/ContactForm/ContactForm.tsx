import type { ReactNode } from 'react';
import { company } from '../../content/identity';
import { defaultLocale, type Locale } from '../../content/locales';
import { offices, telHref } from '../../content/offices';
import { maxLengths, type TextField } from '../../domain/enquiry';
import { homeCopy } from '../../domain/homeCopy';
import { ui } from '../../domain/i18n';
import { fill, plural } from '../../domain/words';
import { PageLink } from '../PageLink/PageLink';
import { withParts } from '../Words/withParts';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './ContactForm.css';
import { needsScriptAttribute, submitGuardScript } from './submitGuard';

/** Served disabled; the inline guard enables it (submitGuard.ts): without JavaScript nothing is sent. */
const needsScript = { disabled: true, [needsScriptAttribute]: '' };

/** The office a visitor without JavaScript is asked to call: the UK entity, the controller of their data. */
const callOfficeIndex = Math.max(
  0,
  offices.findIndex((office) => office.city === 'London'),
);
const callOffice = offices[callOfficeIndex];

/**
 * What the form's script says, in the page's language (ContactForm.client.ts reads it from the
 * form's `data-messages`): the validation messages, each field's length message with its limit
 * printed for the locale, the sentence said once sent and the submit button's label then.
 */
export type FormMessages = ReturnType<typeof formMessages>;

export function formMessages(locale: Locale) {
  const { errors, sent, sentButton } = ui(locale).form;
  const tooLong = Object.fromEntries(
    Object.entries(maxLengths).map(([field, max]) => [field, plural(errors.tooLong, max, locale)]),
  ) as Record<TextField, string>;
  // The catalogue's messages in their order, with each field's length message in place of the plural.
  return { ...errors, tooLong, sent, sentButton };
}

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

/** A checkbox and its label, with the place its error appears when it has one (D1). */
function Checkbox({ id, field, label }: { id: string; field: 'privacyAgreed' | 'marketingAgreed'; label: ReactNode }) {
  const error = field === 'privacyAgreed' ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          name={field}
          type="checkbox"
          className={styles.checkbox}
          aria-describedby={error}
          data-field={field}
          {...needsScript}
        />
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      {error && <p id={error} className={styles.error} data-error-for={field} />}
    </div>
  );
}

function PrivacyLabel({ locale }: { locale: Locale }) {
  const text = ui(locale).form;
  return withParts(text.privacy, {
    company: company.name,
    link: (
      <PageLink to="/privacy-policy" locale={locale} target="_blank" rel="noopener">
        {text.privacyLink}
      </PageLink>
    ),
  });
}

/**
 * The contact form (docs/product.md §2 "Contact Us"). Server markup only; ContactForm.client.ts validates,
 * sends and shows the states. Without JavaScript its controls stay disabled, so nothing is sent,
 * and the note gives the recipient address and a telephone number (D10). The inline guard after
 * the form enables them, and holds a submit made before the enhancer is wired (submitGuard.ts).
 */
export function ContactForm({ locale = 'en' }: { locale?: Locale }) {
  return (
    <>
      <ContactFormMarkup locale={locale} />
      {/* Right after the form, whose controls it enables; allowed by its CSP hash (scripts/build/hosting.mjs). */}
      <script>{submitGuardScript}</script>
    </>
  );
}

function ContactFormMarkup({ locale }: { locale: Locale }) {
  const text = ui(locale).form;
  const mail = <a href={`mailto:${company.enquiryRecipient}`}>{company.enquiryRecipient}</a>;
  // The office's city as the language writes it (content/<locale>/home.ts), its number as is.
  const city = homeCopy(locale).offices.cards[callOfficeIndex]?.city ?? callOffice?.city;
  return (
    <form
      className={styles.form}
      aria-label={text.label}
      method="post"
      noValidate
      data-contact-form
      data-messages={JSON.stringify(formMessages(locale))}
      // The enquiry's e-mail says which language the visitor wrote in (docs/decisions.md, D61); English says nothing.
      data-language={locale === defaultLocale ? undefined : locale}
    >
      <noscript>
        <p className={styles.noscript}>
          {withParts(text.noscript, {
            email: mail,
            call: callOffice
              ? withParts(text.noscriptCall, {
                  city,
                  telephone: <a href={telHref(callOffice.telephone)}>{callOffice.telephone}</a>,
                })
              : null,
          })}
        </p>
      </noscript>
      <div className={styles.grid}>
        <Field name="name" label={text.fields.name} autoComplete="name" />
        <Field name="company" label={text.fields.company} autoComplete="organization" />
        <Field name="email" label={text.fields.email} type="email" autoComplete="email" />
        <Field name="phone" label={text.fields.phone} type="tel" autoComplete="tel" />
      </div>
      <Field name="nature" label={text.fields.nature} autoComplete="off" multiline />
      {/* A field people never see: bots that fill every input give themselves away (docs/ui-contract.md). */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" data-honeypot />
      </div>
      <Checkbox id="contact-privacy" field="privacyAgreed" label={<PrivacyLabel locale={locale} />} />
      {/* D78: news is a consent of its own, optional and unticked. */}
      <Checkbox
        id="contact-marketing"
        field="marketingAgreed"
        label={fill(text.marketing, { company: company.name })}
      />
      {/* D1: speaks the first error when focus cannot carry it (it is already on the field), and the sent sentence. */}
      <p className={visuallyHidden} role="status" data-error-announcer />
      <div className={styles.failure} role="alert" data-send-failure>
        <div hidden data-send-failure-body>
          <p>{withParts(text.failure, { email: mail })}</p>
          <button type="button" className={styles.retry} data-retry>
            {text.retry}
          </button>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} data-submit {...needsScript}>
          <svg className={styles.check} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" data-sent-icon>
            <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          <span data-submit-label>{text.submit}</span>
        </button>
        <span className={styles.spinner} aria-hidden="true" data-spinner />
      </div>
    </form>
  );
}
