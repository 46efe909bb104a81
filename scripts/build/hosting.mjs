// @ts-check
/**
 * The hosting headers, defined once. `firebase.json` is generated from this module and the
 * hashes of every inline style and script of the built pages (`dist/inline-hashes.json`, written
 * by `scripts/build/inlineHashes.ts`): `npm run build` regenerates it, and a browser test fails when
 * the committed file differs from what the build needs. The local server (`scripts/local/serve.mjs`)
 * serves the build with the same hosting config, plus the sources it adds (a local emulator's).
 * Inline code is allowed by those hashes only; 'unsafe-inline' never is.
 */

/**
 * Hosts the site talks to. Analytics hosts are listed always: a header cannot change on consent
 * (D6). App Check (D17) needs reCAPTCHA Enterprise's script and frame hosts and the token
 * exchange; production builds contact them once a visitor starts on the contact form.
 */
export const contentSecurityPolicy = {
  'default-src': ["'none'"],
  'script-src': [
    "'self'",
    'https://www.googletagmanager.com',
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
  ],
  'style-src': ["'self'"],
  'img-src': [
    "'self'",
    'data:',
    'https://www.google-analytics.com',
    'https://www.googletagmanager.com',
    'https://i.ytimg.com',
  ],
  'font-src': ["'self'"],
  'media-src': ["'self'"],
  'connect-src': [
    "'self'",
    'https://firestore.googleapis.com',
    'https://firebase.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
    'https://content-firebaseappcheck.googleapis.com',
  ],
  'frame-src': [
    'https://www.youtube-nocookie.com',
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
  ],
  'manifest-src': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

/** @typedef {{ 'style-src': string[], 'script-src': string[] }} InlineHashes hashes of the build's inline elements */
/** @typedef {Record<string, string[]>} ExtraSources sources added to directives of the policy, by directive */
/** @typedef {{ extraSources?: ExtraSources, inlineHashes?: InlineHashes }} HeaderOptions */

/**
 * @param {HeaderOptions} [options] the build's inline hashes, and extra sources (a local emulator's origin)
 * @returns {string}
 */
export function cspHeader({ extraSources = {}, inlineHashes = { 'style-src': [], 'script-src': [] } } = {}) {
  /** @type {ExtraSources} */
  const hashes = inlineHashes;
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

/** Hashed build output never changes under its name; everything else revalidates. */
export const cacheRules = [
  { regex: '^/assets/.*', value: 'public, max-age=31536000, immutable' },
  { regex: '^/v3/.*', value: 'public, max-age=86400' },
  { regex: '.*', value: 'no-cache' },
];

/** @param {string} path @param {HeaderOptions} [options] @returns {Record<string, string>} headers for a response to `path` */
export function headersFor(path, options = {}) {
  const cache = cacheRules.find((rule) => new RegExp(rule.regex).test(path));
  return { ...securityHeaders(options), 'Cache-Control': cache?.value ?? 'no-cache' };
}

/**
 * The Trigger Email extension, pinned: `npm run deploy` installs exactly this version, with the
 * params in extensions/firestore-send-email.env (docs/decisions.md#d18).
 */
export const extensions = { 'firestore-send-email': 'firebase/firestore-send-email@0.2.0' };

/**
 * The Cloud Functions in functions/ (docs/decisions.md, "Enquiry e-mail"): `firebase deploy`
 * compiles them (tsc, the predeploy) and uploads the compiled `lib/` with `package.json`.
 */
export const functions = [
  {
    source: 'functions',
    codebase: 'default',
    runtime: 'nodejs20',
    ignore: ['node_modules', 'src', '.git', '*.local', 'tsconfig.json'],
    predeploy: ['npm --prefix "$RESOURCE_DIR" run build'],
  },
];

/**
 * @param {InlineHashes} inlineHashes what the build inlined (`dist/inline-hashes.json`)
 * @param {ExtraSources} [extraSources] only for local serving; firebase.json has none
 */
export function firebaseConfig(inlineHashes, extraSources = {}) {
  return {
    firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
    extensions,
    functions,
    hosting: {
      public: 'dist/client',
      cleanUrls: true,
      trailingSlash: false,
      ignore: ['firebase.json', '**/.*', '**/*.pageContext.json.map'],
      headers: [
        {
          source: '**',
          headers: Object.entries(securityHeaders({ inlineHashes, extraSources })).map(([key, value]) => ({
            key,
            value,
          })),
        },
        // Later entries win in Firebase Hosting, so the most specific rule comes last.
        ...[...cacheRules].reverse().map((rule) => ({
          regex: rule.regex,
          headers: [{ key: 'Cache-Control', value: rule.value }],
        })),
      ],
    },
  };
}
