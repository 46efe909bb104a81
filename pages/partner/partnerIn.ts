import type { Locale } from '../../content/locales';
import { partnerPageIn } from '../../content/partner';
import { isTranslated, localizedPath } from '../../domain/i18n';

/**
 * The partner page in `locale` (content/partner.ts). The press release link goes to the release in
 * the language when it is built in it, else to the English one, marked `lang` (`releaseLang`).
 */
export function partnerIn(locale: Locale) {
  const page = partnerPageIn(locale);
  const releaseTranslated = isTranslated(page.pressReleasePath, locale);
  return {
    ...page,
    pressReleasePath: localizedPath(page.pressReleasePath, releaseTranslated ? locale : 'en'),
    releaseLang: releaseTranslated ? undefined : 'en',
  };
}
