// @ts-check
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
