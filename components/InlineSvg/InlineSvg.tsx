type InlineSvgProps = {
  /** The drawing's markup: an SVG file of the repository, imported with Vite's `?raw` at build time. */
  markup: string;
  className?: string;
};

/**
 * A decorative SVG drawing written into the page rather than requested as an `<img>`: Chromium
 * makes a document of its own for every SVG image (frame, style, layout) on the main thread while
 * the page loads, about 17 ms for the first on our test machines (docs/decisions.md,
 * "Performance"). Hidden from assistive technology: what it shows is named by its surroundings.
 */
export function InlineSvg({ markup, className }: InlineSvgProps) {
  return (
    // eslint-disable-next-line no-restricted-syntax -- a drawing from the repository, read at build time: never user input
    <span className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
