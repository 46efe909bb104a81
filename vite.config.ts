import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { inlineCss } from './scripts/build/inlineCss.ts';
import { inlineHashes } from './scripts/build/inlineHashes.ts';
import { loadAfterPaint } from './scripts/build/loadAfterPaint.ts';
import { newsIndexFile } from './scripts/build/newsIndexFile.ts';
import { siteFilesPlugin } from './scripts/build/siteFiles.ts';
import { responsiveImages } from './scripts/build/responsiveImages.ts';

export default defineConfig({
  plugins: [
    vike(),
    react(),
    vanillaExtractPlugin(),
    responsiveImages(),
    siteFilesPlugin(),
    // The post-processing of the prerendered pages, in this order (docs/architecture.md, "Build").
    newsIndexFile(),
    inlineCss(),
    loadAfterPaint(),
    inlineHashes(),
  ],
  // CSS is split per page, as Vike needs it to collect the CSS of server-only components; each page's
  // stylesheets are inlined as one style (scripts/build/inlineCss.ts, docs/decisions.md "Performance").
  build: {
    target: 'es2022',
    // A later chunk's imports are preloaded beside it, except the page's own entries: every page has
    // loaded them before any later chunk, so naming them again only weighs on the page's first script.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.includes('/entries/')) },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // No page imports an entry's exports, so Rolldown may serve an entry from the chunk that holds it.
          preserveEntrySignatures: false,
          output: {
            // One module graph for the whole site (docs/decisions.md, "Performance"): the site's script
            // (`pages/+client.ts`) is one chunk with everything it imports, the one file a content page
            // loads; the home page and the news list import it, and every chunk loaded later imports
            // the same files, so no module runs twice. Vite's preload helper, which every lazy chunk
            // uses, lives there too.
            codeSplitting: { groups: [{ name: 'site', test: /[\\/]pages[\\/]\+client\.ts$|^\0vite\/preload-helper/ }] },
          },
        },
      },
    },
  },
});
