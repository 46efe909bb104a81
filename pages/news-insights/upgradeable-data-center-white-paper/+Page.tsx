// https://vike.dev/Page
import { BackLink } from '../../../components/BackLink/BackLink';
import { DownloadButton } from '../../../components/DownloadButton/DownloadButton';
import { PageBanner } from '../../../components/PageBanner/PageBanner';
import * as prose from '../../../components/Prose/Prose.css';
import { company, whitePaper } from '../../../content/identity';

/** The white paper detail page (docs/product.md §2): banner, title, two paragraphs, download and Back. */
export default function Page() {
  return (
    <>
      <PageBanner
        kicker="White Paper"
        title={whitePaper.title}
        meta={<time dateTime={whitePaper.date}>{whitePaper.displayDate}</time>}
      />
      <div className={prose.prose}>
        <p>
          GPUs now change generation every 12–18 months, yet most data centers are designed to stand unchanged for
          fifteen years or more. Each new platform brings higher rack densities, new cooling and new power requirements,
          and a building designed around the last one becomes the bottleneck for the next.
        </p>
        <p>
          This white paper explains the {company.trademark}: a prefabricated, modular architecture, 80% built offsite,
          in which power, cooling and white-space modules can be upgraded or replaced as GPU generations change, so that
          the facility keeps pace with the technology inside it and scales from megawatts to gigawatts.
        </p>
        <DownloadButton label="Download the white paper" file={whitePaper.file} fileName={whitePaper.fileName} />
        <p>
          <BackLink mode="history" />
        </p>
      </div>
    </>
  );
}
