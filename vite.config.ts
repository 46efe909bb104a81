import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { inlineCss } from './scripts/build/inlineCss';
import { inlineHashes } from './scripts/build/inlineHashes';
import { loadAfterPaint } from './scripts/build/loadAfterPaint';
import { siteFilesPlugin } from './scripts/build/siteFiles';
import { responsiveImages } from './scripts/build/responsiveImages';

export default defineConfig({
  plugins: [
    vike(),
    react(),
    vanillaExtractPlugin(),
    responsiveImages(),
    siteFilesPlugin(),
    // The post-processing of the prerendered pages, in this order (docs/architecture.md, "Build").
    inlineCss(),
    loadAfterPaint(),
    inlineHashes(),
  ],
  // One stylesheet for the whole site (4.5 KB brotli): one request per page, cached across pages, and
  // no reliance on cascade order between files (docs/quality.md). Screenshots match the split build pixel for pixel.
  build: { target: 'es2022' },
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
