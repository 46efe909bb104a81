// @ts-check
/**
 * `npm run edit`: the content editor on this machine, no account and no network needed. Starts
 * the site's dev server (`vike dev`) with the editor added at /keystatic; saving writes the files
 * in content/ (README, "Changing content").
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
    // The address is the one line a person needs; Vite's and Vike's notes on each request and
    // reload are left out, and warnings and errors still show.
    logLevel: 'warn',
    // The editor's pre-bundled dependencies apart from the plain dev server's, so neither
    // invalidates the other's.
    cacheDir: 'node_modules/.vite-editor',
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
console.log(`\n  Content editor: ${new URL(editorPath, site).href}\n  Site preview:   ${site}\n`);
