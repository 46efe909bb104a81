import { locales, type Locale } from '../content/locales.ts';
import type { Plural } from '../content/ui/en.ts';

/** `template` with each `{name}` replaced by `values[name]` (a name with no value stays as written). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The count as the locale writes it: 5,000 (en-GB), 5.000 (de-DE, ro-RO); ungrouped, 5000. */
export function formatNumber(count: number, locale: Locale, grouping = true): string {
  return new Intl.NumberFormat(locales[locale].intl, { useGrouping: grouping }).format(count);
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
  const category = new Intl.PluralRules(locales[locale].intl).select(count);
  const form = (category === 'other' ? undefined : forms[category]) ?? forms.other;
  return fill(form, { ...values, count: formatNumber(count, locale, grouping) });
}
