/**
 * The image pipeline (docs/decisions.md, "Content files"): vite-imagetools turns every source
 * photo imported with `?responsive=<widths, comma-separated>` into AVIF and WebP at those widths plus a fallback
 * in the source's own kind (PNG stays PNG, anything else becomes JPEG), and returns the
 * `<picture>` data: srcsets per format and the fallback's URL, width and height. Files are
 * content-hashed under /assets/, and every transform is cached in node_modules/.cache/imagetools,
 * so a rebuild only encodes new or changed photos.
 */
import type { Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';

export function responsiveImages(): Plugin {
  return imagetools({
    defaultDirectives: async (url, metadata) => {
      // Commas, not imagetools' semicolons: every `;` list in the URL multiplies the images made.
      const widths = url.searchParams.get('responsive');
      if (widths === null) return new URLSearchParams();
      const { format, width = 0 } = await metadata();
      // Never upscale: a photo narrower than a listed width is offered at its own width instead.
      const fitting = new Set(widths.split(',').map((w) => Math.min(Number(w), width)));
      const directives = new URLSearchParams({
        w: [...fitting].join(';'),
        format: `avif;webp;${format === 'png' ? 'png' : 'jpg'}`,
        as: 'picture',
      });
      const quality = url.searchParams.get('quality');
      if (quality) directives.set('quality', quality);
      return directives;
    },
  });
}
