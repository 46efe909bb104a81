// https://vike.dev/error-page
import { usePageContext } from 'vike-react/usePageContext';
import { localeCodes, locales, type Locale } from '../../content/locales';
import { PageBanner } from '../../components/PageBanner/PageBanner';
import * as prose from '../../components/Prose/Prose.css';
import { withParts } from '../../components/Words/withParts';
import { isTranslated, localizedPath, ui } from '../../domain/i18n';

/** The news list in `locale` where it is built in that language, else the English one (marked so). */
function NewsLink({ locale }: { locale: Locale }) {
  const target = isTranslated('/news-insights', locale) ? locale : 'en';
  return (
    <a href={localizedPath('/news-insights', target)} hrefLang={target === locale ? undefined : locales[target].lang}>
      {ui(locale).errorPage.moreLink}
    </a>
  );
}

export default function Page() {
  const { is404, locale = 'en' } = usePageContext();
  const text = ui(locale).errorPage;
  const home = localizedPath('/', locale);
  // D5: a real not-found page; the generic message of docs/product.md §8 stays for runtime errors.
  return (
    <>
      <PageBanner
        kicker={is404 ? text.notFoundKicker : text.errorKicker}
        title={is404 ? text.notFoundTitle : text.errorTitle}
      />
      <div className={prose.prose}>
        <p>{is404 ? text.notFoundText : text.errorText}</p>
        <p>
          <a href={home}>{text.home}</a>
          {is404 ? withParts(text.more, { link: <NewsLink locale={locale} /> }) : null}
        </p>
        {/* Hosting serves this one page for every missing address, /de/… and /ro/… too: it says
            the same in every other language, each part in its language, with that language's home
            (docs/decisions.md, D61). */}
        {is404
          ? localeCodes
              .filter((other) => other !== locale)
              .map((other) => {
                const words = ui(other).errorPage;
                return (
                  <p key={other} lang={locales[other].lang} data-not-found-in={other}>
                    <strong>{words.notFoundTitle}.</strong> {words.notFoundText}{' '}
                    <a href={localizedPath('/', other)} hrefLang={locales[other].lang}>
                      {words.home}
                    </a>
                    {withParts(words.more, { link: <NewsLink locale={other} /> })}
                  </p>
                );
              })
          : null}
      </div>
    </>
  );
}
