// @ts-check
/**
 * The hosting headers, defined once. `firebase.json` is generated from this module and the
 * hashes of every inline style and script of the built pages (`dist/inline-hashes.json`, written
 * by `scripts/build/inlineHashes.ts`): `npm run build` regenerates it, and a browser test fails when
 * the committed file differs from what the build needs. The local server (`scripts/local/serve.mjs`)
 * serves the build with the same hosting config, plus the sources it adds (a local emulator's).
 * Inline code is allowed by those hashes only; 'unsafe-inline' never is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, editorContentSecurityPolicy, vitalsPath } from '../../hosting/policy.mjs';

// Read from here by scripts/local and tests/support; written once in hosting/policy.mjs.
export { vitalsPath };
import { hostingRedirects, readRedirects } from './redirects.mjs';

/** @typedef {{ 'style-src': string[], 'script-src': string[] }} InlineHashes hashes of the build's inline elements */
/** Where a build in `root` keeps its inline hashes: written by inlineHashes.ts, read by write-firebase-json.mjs. @param {string} root */
export const inlineHashesFile = (root) => join(root, 'dist', 'inline-hashes.json');
/** @typedef {Record<string, string[]>} ExtraSources sources added to directives of the policy, by directive */
/** @typedef {{ extraSources?: ExtraSources, inlineHashes?: InlineHashes }} HeaderOptions */

/**
 * @param {HeaderOptions} [options] the build's inline hashes, and extra sources (a local emulator's origin)
 * @returns {string}
 */
export function cspHeader({ extraSources = {}, inlineHashes = { 'style-src': [], 'script-src': [] } } = {}) {
  const hashes = /** @type {ExtraSources} */ (inlineHashes);
  return Object.entries(contentSecurityPolicy)
    .map(([directive, sources]) =>
      [directive, ...sources, ...(hashes[directive] ?? []), ...(extraSources[directive] ?? [])].join(' '),
    )
    .join('; ');
}

/** @param {HeaderOptions} [options] */
export function securityHeaders(options) {
  return {
    'Content-Security-Policy': cspHeader(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Headers as firebase.json lists them. @param {Record<string, string>} headers */
export const headerList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * The Trigger Email extension, pinned: `npm run deploy` installs exactly this version, with the
 * params in extensions/firestore-send-email.env (docs/decisions.md#d18).
 */
export const extensions = { 'firestore-send-email': 'firebase/firestore-send-email@0.2.8' };

/**
 * @param {InlineHashes} inlineHashes what the build inlined (`dist/inline-hashes.json`)
 * @param {ExtraSources} [extraSources] only for local serving; firebase.json has none
 */
export function firebaseConfig(inlineHashes, extraSources = {}) {
  return {
    firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
    extensions,
    hosting: {
      public: 'dist/client',
      cleanUrls: true,
      trailingSlash: false,
      ignore: ['firebase.json', '**/.*', '**/*.pageContext.json.map'],
      // content/redirects.yaml: old addresses (docs/operating.md, "Redirects: keeping old links working").
      redirects: hostingRedirects(readRedirects()),
      rewrites: [{ source: vitalsPath, function: { functionId: 'vitals', region: functionsRegion } }],
      headers: [
        { source: '**', headers: headerList(securityHeaders({ inlineHashes, extraSources })) },
        // Hashed build output never changes under its name; everything else revalidates. Later
        // entries win in Firebase Hosting, so the most specific rule comes last.
        ...[
          ['.*', 'no-cache'],
          ['^/v3/.*', 'public, max-age=86400'],
          ['^/assets/.*', 'public, max-age=31536000, immutable'],
        ].map(([regex, value]) => ({ regex, headers: [{ key: 'Cache-Control', value }] })),
      ],
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Deploy targets: the public site, the editor's site and the Cloud Functions (docs/operating.md,
// "Deploying"). firebase.json holds two hosting targets; `npm run deploy` binds each to a site of the
// project in .firebaserc (firebase target:apply), so no project id is committed.

/** Where the functions run: beside the Firestore database (eur3), for the EU data controller. */
export const functionsRegion = 'europe-west1';

/**
 * The editor's own site: its scripts and styles are static files of `npm run build:editor`
 * (dist/editor/assets); its page and Keystatic's API are answered by the function. Nothing of it
 * is in dist/client, so the public site's build never contains the editor.
 */
export const editorHosting = {
  target: 'editor',
  public: 'dist/editor',
  // The page is a template the function fills in (the repository it saves to), never served as is.
  ignore: ['**/.*', '**/*.html'],
  redirects: [{ source: '/', destination: '/keystatic', type: 302 }],
  // Keystatic's API, GitHub's API for the editor's page (with the person's token added by the function), the page:
  // each answered by the editor's function (functions/src/editor.ts).
  rewrites: ['/api/keystatic/**', '/api/github/**', '/keystatic', '/keystatic/**'].map((source) => ({
    source,
    function: { functionId: 'editor', region: functionsRegion },
  })),
  headers: [
    {
      source: '**',
      headers: [
        { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'no-referrer' },
        { key: 'Content-Security-Policy', value: editorContentSecurityPolicy() },
      ],
    },
    { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
  ],
};

/**
 * The Hosting site of each target: the project's default site (named like the project) for the
 * public site, `<project>-editor` for the editor, unless FIREBASE_SITE or FIREBASE_EDITOR_SITE name others.
 * @param {string} projectId @param {Record<string, string | undefined>} env
 */
export function hostingSites(projectId, env) {
  return { site: env.FIREBASE_SITE || projectId, editor: env.FIREBASE_EDITOR_SITE || `${projectId}-editor` };
}

/**
 * The Cloud Functions runtime: the Node major functions/package.json's `engines` names, the one the
 * workflows, the checks container and `.ci/run` use too (scripts/build/runtimes.ts). Read when
 * firebase.json is written, not on import: the bundled functions import this module too, and
 * functions/package.json is not beside their bundle.
 */
export const functionsRuntime = () =>
  `nodejs${JSON.parse(readFileSync(new URL('../../functions/package.json', import.meta.url), 'utf8')).engines.node}`;

/**
 * firebase.json: the public site's config as `firebaseConfig` builds it (what the local server
 * serves), as the `site` target beside the editor's, and the functions in functions/, bundled by
 * `npm run build:functions` before they are deployed.
 * @param {InlineHashes} inlineHashes
 */
export function firebaseJson(inlineHashes) {
  const { hosting, ...rest } = firebaseConfig(inlineHashes);
  return {
    ...rest,
    hosting: [{ target: 'site', ...hosting }, editorHosting],
    functions: [
      {
        source: 'functions',
        codebase: 'default',
        runtime: functionsRuntime(),
        // Only the bundle in lib/ and package.json are uploaded: src/ is bundled, tests stay here.
        ignore: ['node_modules', '.git', 'firebase-debug.log', 'firebase-debug.*.log', '*.local', 'src'],
      },
    ],
  };
}
