/**
 * After Vike has prerendered every page, makes each page paint as soon as its own bytes arrive
 * (docs/performance.md, docs/decisions.md "Performance"):
 *
 * - the site's one stylesheet is inlined in every page's head, so no request stands between the
 *   HTML and the first paint;
 * - a page's scripts are requested only after the first paint, by one small inline loader; on an
 *   HTML-only page they are one file (its `+client.ts` with everything it imports statically
 *   bundled in; code loaded on interaction stays a separate chunk);
 * - the SHA-256 hashes of the inline style and loader are written to `dist/inline-hashes.json`,
 *   from which `firebase.json`'s Content-Security-Policy is generated (`npm run firebase:json`).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export type InlineHashes = { 'style-src': string[]; 'script-src': string[] };

/** CSP source of an inline element's text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Requests the page's scripts once the browser reports the first contentful paint, so no script
 * request starts before it, not even in Lighthouse's simulation, which counts every request that
 * started before the paint it observed as a cost of that paint. Browsers without paint timing fall
 * back to `requestAnimationFrame` (just before the first frame) and a timeout (after it). A page
 * that never reports a paint (a tab opened in the background) gets its scripts after `load` and
 * a second. The first URL of `data-load` is the module to run, the others are modules it
 * imports, preloaded beside it. One text for every page, so one hash.
 */
export const loaderScript = [
  '(function(s){var w=window,P=w.PerformanceObserver,done=0;',
  "function load(){if(done)return;done=1;s.getAttribute('data-load').split(' ').forEach(function(u,i){",
  "var e=document.createElement(i?'link':'script');if(i){e.rel='modulepreload';e.href=u}else{e.type='module';e.src=u}",
  'document.head.appendChild(e)})}',
  "if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){",
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(load)}})",
  ".observe({type:'paint',buffered:true});",
  "w.addEventListener('load',function(){setTimeout(load,1000)})",
  '}else requestAnimationFrame(function(){setTimeout(load)})',
  '})(document.currentScript)',
].join('');

const stylesheetLink = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;
const moduleScript = /<script src="([^"]+)" type="module" async><\/script>/;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>\s*/g;

/** Replaces each stylesheet link with the stylesheet's text, read by `readCss(href)`. */
export function inlineStylesheets(html: string, readCss: (href: string) => string): { html: string; styles: string[] } {
  const styles: string[] = [];
  const out = html.replace(stylesheetLink, (_, href: string) => {
    const css = readCss(href).trim();
    styles.push(css);
    return `<style>${css}</style>`;
  });
  // The encoding must be declared within the first 1024 bytes, so it goes ahead of the styles.
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(out)?.[0];
  if (!charset) return { html: out, styles };
  return { html: out.replace(charset, '').replace(/<head>/i, `<head>${charset}`), styles };
}

/** Replaces Vike's module script and its preloads with the loader. */
export function deferScripts(html: string): { html: string; urls: string[] } {
  const entry = moduleScript.exec(html)?.[1];
  if (!entry) return { html, urls: [] };
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const urls = [entry, ...preloads.filter((url) => url !== entry)];
  const out = html
    .replace(modulePreload, '')
    .replace(moduleScript, `<script data-load="${urls.join(' ')}">${loaderScript}</script>`);
  return { html: out, urls };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Rewrites the prerendered pages of `clientDir` and returns the hashes the CSP must allow. */
export async function paintFirst(clientDir: string): Promise<InlineHashes> {
  const styles = new Set<string>();
  let loaderUsed = false;
  for (const file of htmlFiles(clientDir)) {
    const inlined = inlineStylesheets(readFileSync(file, 'utf8'), (href) =>
      readFileSync(join(clientDir, href), 'utf8'),
    );
    for (const css of inlined.styles) styles.add(cspHash(css));
    // HTML-only pages run their `+client.ts` entry; the hydrated page keeps Vike's modules.
    const deferred = deferScripts(inlined.html);
    loaderUsed ||= deferred.urls.length > 0;
    writeFileSync(file, deferred.html);
  }
  return { 'style-src': [...styles].sort(), 'script-src': loaderUsed ? [cspHash(loaderScript)] : [] };
}

export const inlineHashesFile = (root: string) => join(root, 'dist', 'inline-hashes.json');

/** Runs `paintFirst` once the pages are prerendered (Vike prerenders while writing the server build). */
export function paintFirstPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'nexoform:paint-first',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (this.environment.name !== 'ssr') return;
        const hashes = await paintFirst(join(root, 'dist', 'client'));
        mkdirSync(join(root, 'dist'), { recursive: true });
        writeFileSync(inlineHashesFile(root), `${JSON.stringify(hashes, null, 2)}\n`);
      },
    },
  };
}
