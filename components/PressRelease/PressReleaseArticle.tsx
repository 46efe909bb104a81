import type { PressRelease } from '../../content/pressReleases';

/** A full press release page body: headline, dateline, paragraphs. */
export function PressReleaseArticle({ release }: { release: PressRelease }) {
  return (
    <article>
      <p>Press Release</p>
      <h1>{release.headline}</h1>
      <p>
        <time dateTime={release.date}>{release.dateline}</time>
      </p>
      {release.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <a href="/">Back</a>
    </article>
  );
}
