// @ts-check
/**
 * The content editor (Keystatic) on the site's own dev server: `/keystatic` is the editor's page,
 * `/api/keystatic/*` its API, and every other URL is the site as `vike dev` renders it, so the
 * editor's preview links open the page of the entry being edited. Only `npm run edit`
 * (scripts/local/edit.mjs) adds this plugin: `vite.config.ts` and the public build never see it
 * (docs/decisions.md, "Visual editor").
 */
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createRunnableDevEnvironment, normalizePath } from 'vite';
import { requestBody } from '../../../hosting/requests.mjs';
import { keystaticNodeHandler } from './api.mjs';
import { editorNumbers } from './newsIds.mjs';
import { addRedirect, redirectOffers } from './redirectOffers.mjs';

export const editorPath = '/keystatic';
export const numbersEvent = 'nexoform:editor-numbers';
export const redirectsEvent = 'nexoform:editor-redirects';
export const problemsEvent = 'nexoform:editor-problems';
export const redirectsApi = '/api/editor/redirects';
const entry = '/scripts/local/editor/main.tsx';

/** The folders of entry files and legal texts: a change in one changes what the site's pages show. */
const contentFolders = /(?:^|\/)content\/(?:news|team|press-releases|legal)\//;
/**
 * The server-side modules that read the entry files once, when first imported (publishing/site.ts),
 * and the one that imports the entries' photos (a new photo).
 */
const contentModules = ['publishing/site.ts', 'publishing/entries.ts', 'content/pictures.ts'];
const contentReader = contentModules[0] ?? '';
/** The module that imports the entries' photos (`entryPhotosModule` in scripts/build/responsiveImages.ts). */
const entryPhotosModule = 'virtual:entry-photos';

/**
 * The page that mounts the editor; Vite adds its client and React's refresh preamble to it.
 * @param {Awaited<ReturnType<typeof editorNumbers>>} numbers the numbers the form fills in and checks
 * @param {import('./redirectOffers.mjs').RedirectOffers} offers the old addresses to offer a redirect for
 * @param {string[]} problems the build's refusals of the content, one line each
 */
const shell = (numbers, offers, problems) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Nexoform content editor</title>
  </head>
  <body>
    <div
      id="editor"
      data-numbers="${escapeAttribute(JSON.stringify(numbers))}"
      data-redirects="${escapeAttribute(JSON.stringify(offers))}"
      data-problems="${escapeAttribute(JSON.stringify(problems))}"
    ></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>
`;

/** @returns {import('vite').Plugin} */
export function editorPlugin() {
  return {
    name: 'nexoform:editor',
    apply: 'serve',
    config: () => ({
      // Pre-bundle the editor's and the site's dependencies when the server starts rather than on
      // the first visit, which would reload the page halfway through loading it (and, on the
      // create page, lose what was typed): the first preview then opens in seconds.
      optimizeDeps: {
        entries: [entry],
        include: [
          '@keystatic/core/ui',
          '@keystatic/core',
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          // Imported by the compiled styles of the site's recipes, which the scan does not see.
          '@vanilla-extract/recipes/createRuntimeFn',
        ],
        holdUntilCrawlEnd: true,
      },
      // The site's server modules and the pages' and the editor's browser modules are transformed
      // when the server starts (scripts/local/edit.mjs waits for them before printing the address),
      // so the first preview and the editor open at once.
      server: {
        warmup: {
          ssrFiles: ['./publishing/site.ts'],
          clientFiles: ['./pages/+client.ts', './pages/*/+client.ts', `.${entry}`],
        },
      },
      // The server-side module runner (Vite's default for `ssr`) keeps its hot updates, by which
      // `reloadContent` makes it read the content again, but its logger says nothing: by default
      // it printed "[vite] connected." at every start, a note for no one.
      environments: {
        ssr: {
          dev: {
            createEnvironment: (name, config) =>
              createRunnableDevEnvironment(name, config, { runnerOptions: { hmr: { logger: false } } }),
          },
        },
      },
      // The storage settings the browser needs (storage kind, repository); the secrets have
      // other names and stay on the server.
      envPrefix: ['VITE_', 'PUBLIC_KEYSTATIC_'],
    }),
    // A saved photo or entry changes a module only the server runs (content/pictures.ts, whose
    // photo list is a glob of these folders). Vike answers such a change by reloading every open
    // page, the editor's too: after Create with a photo, that reload lost the created entry's
    // screen and its confirmation. The server reads the content again itself (`reloadContent`, on
    // the watcher's event below), so no page needs telling: the change stops here, in every
    // environment, before any later plugin sees it.
    hotUpdate: {
      order: 'post',
      handler({ file }) {
        if (contentFolders.test(normalizePath(file))) return [];
      },
    },
    configureServer(server) {
      // Registered here, before Vike's page middleware, so these URLs never reach the site's router.
      const api = keystaticNodeHandler(async () => (await server.ssrLoadModule('/keystatic.config.ts')).default);
      // The addresses the content builds now, read through the site's own modules (domain/routes.ts).
      const builtPaths = async () => {
        const site = await server.ssrLoadModule('/publishing/site.ts');
        const routes = await server.ssrLoadModule('/domain/routes.ts');
        const withTranslations = site.pressReleases.map((/** @type {{ path: string }} */ { path }) => ({
          path,
          translations: site.entryTranslations.get(path),
        }));
        return /** @type {string[]} */ (routes.prerenderedPaths(withTranslations, site.news.length));
      };
      // Content the build refuses (`refused`, a value of the wrong kind still open for fixing) is
      // left out of the preview, and its addresses with it: nothing is offered until it reads whole.
      const offers = (/** @type {string[]} */ refused) =>
        refused.length > 0
          ? { broken: [], targets: [] }
          : builtPaths().then(
              (built) => redirectOffers(server.config.root, built),
              () => ({ broken: [], targets: [] }),
            );
      // What the build refuses (publishing/entries.ts): the preview leaves those files out, the
      // editor lists them and the terminal prints them, each time they change.
      let printed = '';
      const problems = async () => {
        const entries = await server.ssrLoadModule('/publishing/entries.ts');
        /** @type {string[]} */
        const lines = await entries.loadEntries(server.config.root).then(
          () => [],
          (/** @type {any} */ error) => error.problems ?? [String(error)],
        );
        if (lines.join('\n') !== printed && lines.length > 0)
          console.error(
            `The preview leaves out what the build refuses:\n${lines.map((line) => `  ${line}`).join('\n')}`,
          );
        printed = lines.join('\n');
        return lines;
      };
      // A saved, created or deleted entry: the site's content is read again on the next request
      // (a preview is always current, a new entry's page exists at once), and the open editor
      // hears the new free id and position.
      let timer = /** @type {NodeJS.Timeout | undefined} */ (undefined);
      const changed = () => {
        clearTimeout(timer);
        // One save writes the entry and its photos: act once, after the last of them.
        timer = setTimeout(() => {
          reloadContent(server);
          void editorNumbers(server.config.root).then((numbers) => server.ws.send(numbersEvent, numbers));
          void problems().then(async (lines) => {
            server.ws.send(problemsEvent, lines);
            server.ws.send(redirectsEvent, await offers(lines));
          });
        }, 50);
      };
      /** The redirect a person accepted: written into content/redirects.yaml, then the offers again. */
      const acceptRedirect = async (
        /** @type {import('node:http').IncomingMessage} */ req,
        /** @type {import('node:http').ServerResponse} */ res,
      ) => {
        const body = await requestBody(req);
        let built = /** @type {string[]} */ ([]);
        try {
          built = await builtPaths();
          addRedirect(server.config.root, built, JSON.parse(body.toString('utf8') || '{}'));
        } catch (error) {
          res.statusCode = 400;
          return void res.end(error instanceof Error ? error.message : String(error));
        }
        const offered = redirectOffers(server.config.root, built);
        server.ws.send(redirectsEvent, offered);
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(offered));
      };
      server.watcher.add(resolve(server.config.root, 'content'));
      for (const event of ['add', 'change', 'unlink', 'unlinkDir'])
        server.watcher.on(event, (file) => {
          if (contentFolders.test(normalizePath(file))) changed();
        });
      // A page asked for right after a save may come before the watcher's event: a page request
      // first compares the files' sizes and times with those of the last read, so it never gets
      // the content from before a save it follows.
      let seen = '';
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (isUnder(path, '/api/keystatic')) return void api(req, res).catch(next);
        if (path === redirectsApi && req.method === 'POST') return void acceptRedirect(req, res).catch(next);
        // Not `/keystatic.config.ts`, which the editor's page imports through Vite.
        if (isUnder(path, editorPath) && req.method === 'GET')
          return void Promise.all([editorNumbers(server.config.root), problems()])
            .then(async ([numbers, lines]) =>
              server.transformIndexHtml(req.originalUrl ?? editorPath, shell(numbers, await offers(lines), lines)),
            )
            .then((html) => {
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.setHeader('Cache-Control', 'no-store');
              res.end(html);
            })
            .catch(next);
        if (req.method !== 'GET' || /\.\w+$/.test(path) || /^\/(@|node_modules\/|api\/|keystatic)/.test(path))
          return next();
        contentSignature(server.config.root)
          .then((signature) => {
            if (seen && signature !== seen) reloadContent(server);
            seen = signature;
            next();
          })
          .catch(next);
      });
    },
  };
}

/**
 * Makes the server read the content files again: the modules that read them are invalidated in
 * every server-side environment, whose module runner then evaluates them afresh on the next
 * request. The browser is not reloaded: the editor's own page must keep its state.
 * @param {import('vite').ViteDevServer} server
 */
export function reloadContent(server) {
  const timestamp = Date.now();
  for (const environment of Object.values(server.environments)) {
    if (environment.name === 'client') continue;
    const graph = environment.moduleGraph;
    const modules = [
      ...contentModules.flatMap((path) => [...(graph.getModulesByFile(resolve(server.config.root, path)) ?? [])]),
      // The list of the entries' photos (scripts/build/responsiveImages.ts), made again with a new photo.
      graph.getModuleById(`\0${entryPhotosModule}`),
    ].filter((mod) => mod !== undefined);
    for (const mod of modules) graph.invalidateModule(mod, new Set(), timestamp, true);
    // The runner drops what it has evaluated and imports its entries again when next asked.
    if (modules.length > 0)
      environment.hot.send({ type: 'full-reload', triggeredBy: resolve(server.config.root, contentReader) });
  }
}

/**
 * Every entry file and photo with its size and time of change, as one string.
 * @param {string} root
 */
async function contentSignature(root) {
  const parts = [];
  for (const dir of ['content/news', 'content/team', 'content/press-releases', 'content/legal']) {
    const names = await readdir(join(root, dir), { recursive: true }).catch(() => /** @type {string[]} */ ([]));
    for (const name of names.sort()) {
      const info = await stat(join(root, dir, name)).catch(() => undefined);
      if (info?.isFile()) parts.push(`${dir}/${name}:${info.size}:${info.mtimeMs}`);
    }
  }
  return parts.join('\n');
}

/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** @param {string} path @param {string} prefix */
const isUnder = (path, prefix) => path === prefix || path.startsWith(`${prefix}/`);
