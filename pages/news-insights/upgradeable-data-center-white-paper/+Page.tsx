// https://vike.dev/Page
import { usePageContext } from 'vike-react/usePageContext';
import { BackLink } from '../../../components/BackLink/BackLink';
import { DownloadButton } from '../../../components/DownloadButton/DownloadButton';
import { PageBanner } from '../../../components/PageBanner/PageBanner';
import * as prose from '../../../components/Prose/Prose.css';
import { whitePaperIn } from './whitePaperIn';

/** The white paper detail page (docs/product.md §2): banner, title, two paragraphs, download and Back. */
export default function Page() {
  const { locale = 'en' } = usePageContext();
  const whitePaper = whitePaperIn(locale);
  return (
    <>
      <PageBanner
        kicker={whitePaper.kicker}
        title={whitePaper.title}
        meta={<time dateTime={whitePaper.date}>{whitePaper.displayDate}</time>}
      />
      <div className={prose.prose}>
        {whitePaper.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <DownloadButton
          label={whitePaper.download}
          file={whitePaper.file}
          fileName={whitePaper.fileName}
          locale={locale}
        />
        <p>
          <BackLink mode="history" locale={locale} />
        </p>
      </div>
    </>
  );
}
