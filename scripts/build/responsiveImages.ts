/**
 * The image pipeline (docs/decisions.md, "Content files"): vite-imagetools turns every source
 * photo imported with `?responsive=<widths, comma-separated>` into AVIF and WebP at those widths plus a fallback
 * in the source's own kind (PNG stays PNG, anything else becomes JPEG), and returns the
 * `<picture>` data: srcsets per format and the fallback's URL, width and height. Files are
 * content-hashed under /assets/, and every transform is cached in node_modules/.cache/imagetools,
 * so a rebuild only encodes new or changed photos.
 *
 * The entries' photos come from `virtual:entry-photos` (below): a build imports only the photos of
 * what it publishes, so a scheduled entry's photo is neither encoded nor named in dist/ before its
 * time (docs/decisions.md, "Scheduled publishing").
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { previewsScheduled } from '../../publishing/publish.ts';

export function responsiveImages(): Plugin[] {
  return [
    entryPhotos(),
    imagetools({
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
    }),
  ];
}

export const entryPhotosModule = 'virtual:entry-photos';
const resolved = `\0${entryPhotosModule}`;
/** The kinds of file the pipeline encodes (publishing/entries.ts checks an entry's photo is one). */
const photoExtensions = ['.jpg', '.jpeg', '.png', '.webp'];

/** Each kind of entry photo and the widths it is shown at (content/pictures.ts says where). */
const kinds = [
  // News cards are at most 384 CSS px wide (×2 for dense screens); a release's photo is its card's.
  { name: 'newsPhotos', folders: ['content/news', 'content/press-releases'], widths: '400,800' },
  // Team portraits at most 280.
  { name: 'teamPhotos', folders: ['content/team'], widths: '320,640' },
  // Photos in a press release's text, at most as wide as the text (72ch).
  { name: 'releasePhotos', folders: ['content/press-releases'], widths: '720,1440' },
] as const;

/**
 * `virtual:entry-photos`: for each kind, the responsive image of every photo of the entries, by
 * path from the root (`/content/news/x/image.jpg`). A build lists only the photos the published
 * entries use, by the build's clock (or all of them on a preview of scheduled entries); the dev
 * server lists every photo file in the folders, read again whenever the module is invalidated
 * (the editor does so after each save, scripts/local/editor/plugin.mjs).
 */
function entryPhotos(): Plugin {
  let published: string[] | undefined;
  return {
    name: 'nexoform:entry-photos',
    // A build reads its entries before any photo is encoded: an encode holds one of libuv's four
    // threads for seconds, and the entries' module reads queued behind them passed Vite's 60 s
    // limit on a fresh clone of a busy machine (docs/decisions.md#d87).
    async buildStart() {
      const { root, command, consumer } = this.environment.config;
      if (command === 'build' && consumer === 'server') published = await publishedPhotos(root);
    },
    resolveId: (id) => (id === entryPhotosModule ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined;
      const { root, command } = this.environment.config;
      const photos = command === 'build' ? (published ?? (await publishedPhotos(root))) : await photoFiles(root);
      const imports: string[] = [];
      const exports = kinds.map(({ name, folders, widths }) => {
        const entries = photos
          .filter((path) => folders.some((folder) => path.startsWith(`${folder}/`)))
          .map((path) => {
            const local = `p${imports.length}`;
            imports.push(`import ${local} from ${JSON.stringify(`/${path}?responsive=${widths}`)};`);
            return `${JSON.stringify(`/${path}`)}: ${local}`;
          });
        return `export const ${name} = {${entries.join(', ')}};`;
      });
      return [...imports, ...exports].join('\n');
    },
  };
}

/** Every photo the published entries show: card photos, portraits and photos in a release's text. */
async function publishedPhotos(root: string): Promise<string[]> {
  // Run apart from the config, when first needed: the schema brings React, which must load once
  // the build has chosen its mode (loaded with the config, it would be React's development build).
  const entries = await runnerImport<typeof import('../../publishing/entries')>('/publishing/entries.ts', {
    root,
    configFile: false,
    logLevel: 'silent',
  });
  const { loadPublished } = entries.module;
  const { news, team, pressReleases } = await loadPublished(root, { keepScheduled: previewsScheduled() });
  const paths = new Set<string>();
  for (const entry of [...news, ...team, ...pressReleases]) if (entry.image) paths.add(entry.image);
  for (const release of pressReleases)
    for (const node of release.body.walk()) if (node.type === 'image') paths.add(String(node.attributes.src));
  return [...paths].sort();
}

/** Every photo file in the entries' folders, as a path from the root. */
async function photoFiles(root: string): Promise<string[]> {
  const paths: string[] = [];
  for (const folder of new Set(kinds.flatMap((kind) => kind.folders)))
    for (const name of await readdir(join(root, folder), { recursive: true }).catch(() => [] as string[]))
      paths.push(`${folder}/${name.replaceAll('\\', '/')}`);
  return paths.filter((path) => photoExtensions.some((extension) => path.toLowerCase().endsWith(extension))).sort();
}
