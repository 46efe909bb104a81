/**
 * `npm run build:editor`: the hosted editor's page as static files in dist/editor
 * (docs/operating.md, "The hosted editor"). A build of its own, apart from the site's: `vike build` and dist/client
 * never contain the editor. The page (index.html) is a template the editor function fills in;
 * its scripts and styles (dist/editor/assets) are served by the editor's Hosting site.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export const editorOutDir = fileURLToPath(new URL('../../../dist/editor', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // No env file reaches this page: the repository comes from the function at request time.
  envDir: false,
  build: { outDir: editorOutDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 10_000 },
});
