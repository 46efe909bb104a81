import { Fragment } from 'react';
import { company, siteOperator } from '../../content/identity';
import type { Locale } from '../../content/locales';
import { telHref } from '../../content/offices';
import { ui } from '../../domain/i18n';
import * as styles from './DocumentPage.css';

type Office = { addressLines: readonly string[]; telephone: string };

/**
 * Who runs the site (the legal notice; in Germany § 5 DDG): the company's facts from
 * content/identity.ts, labelled in the page's language, with its office's address and telephone.
 */
export function OperatorFacts({ locale, office }: { locale: Locale; office: Office }) {
  const words = ui(locale).legal.facts;
  const facts = [
    [words.company, siteOperator.name],
    [words.address, office.addressLines.join(', ')],
    [words.register, siteOperator.register],
    [words.number, siteOperator.companyNumber],
    [words.vat, siteOperator.vatId],
    [words.directors, siteOperator.directors.join(', ')],
    [words.email, <a href={`mailto:${company.enquiryRecipient}`}>{company.enquiryRecipient}</a>],
    [words.telephone, <a href={telHref(office.telephone)}>{office.telephone}</a>],
  ] as const;
  return (
    <section aria-labelledby="company-details">
      <h2 id="company-details">{words.title}</h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
