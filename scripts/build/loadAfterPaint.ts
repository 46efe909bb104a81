/**
 * Step 2 of the build's post-processing: a page's scripts are requested only after its first
 * paint (docs/decisions.md, "Performance"). Vike's module script and its preloads become one small
 * inline loader that lists them in `data-load`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils } from 'htmlparser2';
import type { Plugin } from 'vite';
import { editPages, elements, pagesStep, parseHtml, type HtmlDocument } from './builtPages.ts';

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

/** Every module a chunk imports statically, directly or through another, each once. */
export function staticImports(url: string, importsOf: (url: string) => readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (from: string) => {
    for (const next of importsOf(from)) {
      if (found.has(next) || next === url) continue;
      found.add(next);
      visit(next);
    }
  };
  visit(url);
  return [...found];
}

/**
 * Replaces the page's module script and its preloads with the loader; returns what it will
 * request: the entry, then every module it imports (`importsOf`, from the bundle), preloaded beside
 * it so they do not wait for the entry to be read.
 */
export function deferScripts(
  document: HtmlDocument,
  importsOf: (url: string) => readonly string[] = () => [],
  /** The file that holds an entry's code: itself, or the chunk its facade imports. */
  codeOf: (url: string) => string = (url) => url,
): string[] {
  const scripts = elements(document, 'script').filter(
    (script) => script.attribs.type === 'module' && script.attribs.src,
  );
  const preloads = elements(document, 'link').filter((link) => link.attribs.rel === 'modulepreload');
  if (scripts.length > 1) throw new Error(`One module script per page, found ${scripts.length}`);
  const src = scripts[0]?.attribs.src;
  if (!scripts[0] || !src) return [];
  const entry = codeOf(src);
  const urls = [
    ...new Set([entry, ...preloads.map((link) => link.attribs.href ?? ''), ...staticImports(entry, importsOf)]),
  ].filter(Boolean);
  const [loader] = parseHtml(`<script data-load="${urls.join(' ')}">${loaderScript}</script>`).children;
  if (loader) DomUtils.replaceElement(scripts[0], loader);
  for (const link of preloads) DomUtils.removeElement(link);
  return urls;
}

/** Where the client build leaves each chunk's static imports for this step (outside what is served). */
const chunkImportsFile = (root: string) => join(root, 'dist', 'chunk-imports.json');

/**
 * The step, and the hook that records each client chunk's static imports from the bundle as it is
 * written. Vike builds the client and the server apart, so the record goes through a file.
 */
export function loadAfterPaint(): Plugin[] {
  return [
    {
      name: 'nexoform:client-chunk-imports',
      apply: 'build',
      writeBundle(_options, bundle) {
        if (this.environment.name !== 'client') return;
        const { root } = this.environment.config;
        const imports: Record<string, string[]> = {};
        const facades: Record<string, string> = {};
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          // An entry whose module Rolldown placed in the site's group chunk is a facade holding
          // nothing but an import of that chunk: the page requests the chunk itself, one request
          // and the very file every later chunk imports (docs/decisions.md, "Performance").
          if (file.isEntry && file.moduleIds.length === 0 && file.imports.length === 1 && !file.dynamicImports.length)
            facades[`/${file.fileName}`] = `/${file.imports[0]}`;
          imports[`/${file.fileName}`] = file.imports.map((name) => `/${name}`);
        }
        writeFileSync(chunkImportsFile(root), `${JSON.stringify({ imports, facades }, null, 2)}\n`);
      },
    },
    pagesStep('load-after-paint', ({ root, clientDir }) => {
      const { imports, facades } = JSON.parse(readFileSync(chunkImportsFile(root), 'utf8')) as {
        imports: Record<string, string[]>;
        facades: Record<string, string>;
      };
      const importsOf = (url: string) => imports[url] ?? [];
      return editPages(clientDir, (document) => void deferScripts(document, importsOf, (url) => facades[url] ?? url));
    }),
  ];
}
