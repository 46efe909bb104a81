import { locales, type Locale } from '../content/locales.ts';
import type { Plural } from '../content/types.ts';

/** `template` with each `{name}` replaced by `values[name]` (a name with no value stays as written). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

// Making an Intl formatter costs far more than using one (a millisecond or more on a slow phone),
// and the news list writes its count again on each keystroke: one of each is kept per locale.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The count as the locale writes it: 5,000 (en-GB), 5.000 (de-DE, ro-RO); ungrouped, 5000. */
export function formatNumber(count: number, locale: Locale, grouping = true): string {
  const key = `${locale} ${grouping}`;
  let format = numberFormats.get(key);
  if (!format)
    numberFormats.set(key, (format = new Intl.NumberFormat(locales[locale].intl, { useGrouping: grouping })));
  return format.format(count);
}

/**
 * The form of `forms` for `count` in `locale` (`Intl.PluralRules`), with `{count}` filled in
 * (`grouping` as for `formatNumber`).
 */
export function plural(
  forms: Plural,
  count: number,
  locale: Locale,
  values: Record<string, string | number> = {},
  grouping = true,
) {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locales[locale].intl)));
  const category = rules.select(count);
  const form = (category === 'other' ? undefined : forms[category]) ?? forms.other;
  return fill(form, { ...values, count: formatNumber(count, locale, grouping) });
}
