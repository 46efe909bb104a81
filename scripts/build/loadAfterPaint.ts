/**
 * Step 2 of the build's post-processing: a page's scripts are requested only after its first
 * paint (docs/decisions.md, "Performance"). Vike's module script and its preloads become one small
 * inline loader that lists them in `data-load`.
 */
import { DomUtils } from 'htmlparser2';
import { editPages, elements, pagesStep, parseHtml, type HtmlDocument } from './builtPages';

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

/** Replaces the page's module script and its preloads with the loader; returns what it will request. */
export function deferScripts(document: HtmlDocument): string[] {
  const scripts = elements(document, 'script').filter(
    (script) => script.attribs.type === 'module' && script.attribs.src,
  );
  const preloads = elements(document, 'link').filter((link) => link.attribs.rel === 'modulepreload');
  const [entry] = scripts;
  if (!entry || scripts.length > 1) {
    if (scripts.length > 1) throw new Error(`One module script per page, found ${scripts.length}`);
    return [];
  }
  const urls = [entry.attribs.src ?? '', ...preloads.map((link) => link.attribs.href ?? '')].filter(
    (url, index, all) => url && all.indexOf(url) === index,
  );
  const [loader] = parseHtml(`<script data-load="${urls.join(' ')}">${loaderScript}</script>`).children;
  if (loader) DomUtils.replaceElement(entry, loader);
  for (const link of preloads) DomUtils.removeElement(link);
  return urls;
}

export function loadAfterPaint() {
  return pagesStep('load-after-paint', ({ clientDir }) =>
    editPages(clientDir, (document) => {
      deferScripts(document);
    }),
  );
}
