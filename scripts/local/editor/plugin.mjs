// @ts-check
/**
 * The content editor (Keystatic) on the site's own dev server: `/keystatic` is the editor's page,
 * `/api/keystatic/*` its API, and every other URL is the site as `vike dev` renders it, so the
 * editor's preview links open the page of the entry being edited. Only `npm run edit`
 * (scripts/local/edit.mjs) adds this plugin: `vite.config.ts` and the public build never see it
 * (docs/decisions.md, "Visual editor").
 */
import { keystaticNodeHandler } from './api.mjs';
import { newsDir, nextNewsId, pressReleasesDir } from './newsIds.mjs';

export const editorPath = '/keystatic';
export const nextNewsIdEvent = 'nexoform:next-news-id';
const entry = '/scripts/local/editor/main.tsx';

/**
 * The page that mounts the editor; Vite adds its client and React's refresh preamble to it.
 * @param {number} nextId the id a new news item starts with
 */
const shell = (nextId) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Nexoform content editor</title>
  </head>
  <body>
    <div id="editor" data-next-news-id="${nextId}"></div>
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
      // Pre-bundle the editor's dependencies when the server starts rather than on the first
      // visit, which would reload the page halfway through loading it.
      optimizeDeps: { entries: [entry], include: ['@keystatic/core/ui', '@keystatic/core'] },
      // The storage settings the browser needs (storage kind, repository); the secrets have
      // other names and stay on the server.
      envPrefix: ['VITE_', 'PUBLIC_KEYSTATIC_'],
    }),
    configureServer(server) {
      // Registered here, before Vike's page middleware, so these URLs never reach the site's router.
      const api = keystaticNodeHandler(async () => {
        const module = await server.ssrLoadModule('/keystatic.config.ts');
        return module.default;
      });
      // A saved or deleted news item or release changes the next free id: the open editor hears it at once.
      const announce = () =>
        void nextNewsId(server.config.root).then((nextId) => server.ws.send(nextNewsIdEvent, { nextId }));
      server.watcher.add([newsDir, pressReleasesDir]);
      for (const event of ['add', 'change', 'unlink'])
        server.watcher.on(event, (file) => {
          if (file.includes(`${newsDir}/`) || file.includes(`${pressReleasesDir}/`)) announce();
        });
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (isUnder(path, '/api/keystatic')) return void api(req, res).catch(next);
        // Not `/keystatic.config.ts`, which the editor's page imports through Vite.
        if (!isUnder(path, editorPath) || req.method !== 'GET') return next();
        nextNewsId(server.config.root)
          .then((nextId) => server.transformIndexHtml(req.originalUrl ?? editorPath, shell(nextId)))
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.end(html);
          })
          .catch(next);
      });
    },
  };
}

/** @param {string} path @param {string} prefix */
function isUnder(path, prefix) {
  return path === prefix || path.startsWith(`${prefix}/`);
}
