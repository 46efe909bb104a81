// @ts-check
/**
 * `npm run edit`: the content editor on this machine, no account and no network needed. Starts
 * the site's dev server (`vike dev`) with the editor added at /keystatic; saving writes the files
 * in content/ (docs/editing.md).
 *
 *   npm run edit [-- --port 3000] [--host]
 */
import { realpathSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { dev } from 'vike/api';
import { loadEnv, searchForWorkspaceRoot } from 'vite';
import { editorPath, editorPlugin } from './editor/plugin.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3000' }, host: { type: 'boolean', default: false } },
});

// GitHub mode's settings and secrets (docs/operating.md, "Editing the live site") may sit in a git-ignored
// .env file; Keystatic's API reads them from process.env, the editor's page from import.meta.env.
Object.assign(process.env, { ...loadEnv('development', process.cwd(), 'KEYSTATIC_'), ...process.env });

// The preview shows entries dated later too, marked "Scheduled" (docs/decisions.md, "Scheduled publishing").
process.env.NEXOFORM_PREVIEW_SCHEDULED = '1';

const { viteServer } = await dev({
  viteConfig: {
    plugins: [editorPlugin()],
    // The address is the one line a person needs. Vike notes every request at the level `info`
    // (a line in and a line out per page); `warn` leaves those notes out and shows every warning
    // and error. Vike honours Vite's level through patches/vike+*.patch; the other notes a start
    // printed ("[vite] connected.", the dependency optimizer's) are gone at their cause.
    logLevel: 'warn',
    // The editor's pre-bundled dependencies apart from the plain dev server's, so neither
    // invalidates the other's, and inside this checkout: node_modules may be shared with other
    // checkouts (the editor's tests run editors at once in copies of the repository that link it),
    // and one editor re-optimizing a shared cache leaves another's page with outdated chunks.
    cacheDir: '.cache/vite-editor',
    server: {
      port: Number(values.port),
      strictPort: true,
      host: values.host || '127.0.0.1',
      // node_modules may be a link to another checkout (a copy of the repo, as the editor's test makes).
      fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] },
    },
  },
});

const site = viteServer.resolvedUrls?.local[0] ?? `http://127.0.0.1:${values.port}/`;
await warmUp(viteServer, site);
console.log(`Content editor: ${new URL(editorPath, site).href}`);

/**
 * The server is ready before its address is printed: the site's server modules and photos are
 * loaded by rendering the home page once, and the browser's dependencies are pre-bundled, so the
 * first preview opens at once and never reloads itself to take in a dependency found late
 * (docs/decisions.md, "A trustworthy editor").
 * @param {import('vite').ViteDevServer} server
 * @param {string} site
 */
async function warmUp(server, site) {
  // The editor's page and the home page (every other page shares its layout and content modules)
  // rendered once.
  await Promise.all([editorPath, '/'].map((path) => fetch(new URL(path, site)).then((response) => response.text())));
  const { client } = server.environments;
  // The modules of `server.warmup` (scripts/local/editor/plugin.mjs) and everything they import.
  await client.waitForRequestsIdle();
  const optimizer = client.depsOptimizer;
  await optimizer?.scanProcessing;
  await Promise.all(Object.values(optimizer?.metadata.discovered ?? {}).map((dep) => dep.processing));
}
