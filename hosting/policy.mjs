// @ts-check
/**
 * The site's and the editor's Content-Security-Policies, which the build (scripts/build/hosting.mjs,
 * firebase.json) and the deployed functions (the editor's answers, the CSP reports the vitals
 * function counts) both read.
 */

/** Where pages send their vitals and browsers their CSP reports: a rewrite to the `vitals` function. */
export const vitalsPath = '/api/vitals';

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
  // Violations are counted by the `vitals` function (functions/src/vitals.ts). `report-uri`, which
  // every browser sends at once; with `report-to` beside it Chromium would send only those, batched
  // (docs/decisions.md, "Real-user vitals").
  'report-uri': [vitalsPath],
};

/**
 * The editor's Content-Security-Policy, sent by its Hosting site and by the function on every
 * answer. Scripts come from the editor's own origin only (its page has no inline script, so no
 * hash is needed); every request the page makes goes to its own origin (GitHub's API through the
 * function, docs/decisions.md, "Hosted editor security"), except public files of a public
 * repository, which Keystatic reads from raw.githubusercontent.com without a token. Keystatic's
 * interface writes its styles at run time, hence inline styles, and loads its typeface (Inter)
 * from Google Fonts; styles and fonts cannot run code.
 */
export const editorCspDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
  'connect-src': ["'self'", 'https://raw.githubusercontent.com'],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

/** @returns {string} the editor's policy as a header value */
export function editorContentSecurityPolicy() {
  return Object.entries(editorCspDirectives)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}
