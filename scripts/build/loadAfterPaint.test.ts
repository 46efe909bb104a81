// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseHtml, printHtml } from './builtPages';
import { deferScripts, loaderScript, staticImports } from './loadAfterPaint';

/** Runs the inline loader as a page would, with the browser APIs it uses handed in; `load` fires the load event. */
function runLoader(PerformanceObserver?: unknown) {
  const loads: (() => void)[] = [];
  const window = { PerformanceObserver, addEventListener: (_type: string, fn: () => void) => loads.push(fn) };
  const tag = document.createElement('script');
  tag.setAttribute('data-load', '/assets/page.js /assets/chunk.js');
  const page = { currentScript: tag, head: document.head, createElement: document.createElement.bind(document) };
  const frames: (() => void)[] = [];
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', loaderScript)(
    page,
    window,
    (callback: () => void) => frames.push(callback),
    setTimeout,
  );
  const requested = () => [
    ...[...document.head.querySelectorAll('script[type="module"]')].map((e) => `script ${e.getAttribute('src')}`),
    ...[...document.head.querySelectorAll('link[rel="modulepreload"]')].map((e) => `preload ${e.getAttribute('href')}`),
  ];
  return { frames, requested, load: () => loads.forEach((fn) => fn()) };
}

/** A PerformanceObserver that reports paint timing, with a hand to deliver entries. */
function paintTiming() {
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    constructor(private callback: (list: unknown, observer: unknown) => void) {}
    observe() {
      observers.push((names) =>
        this.callback({ getEntriesByName: (name: string) => names.filter((each) => each === name) }, this),
      );
    }
    disconnect() {
      observers.length = 0;
    }
  }
  return { FakeObserver, paint: (...names: string[]) => [...observers].forEach((deliver) => deliver(names)) };
}

const asRequested = ['script /assets/page.js', 'preload /assets/chunk.js'];
/** The imports of each module, as a lookup the step takes. */
const importsIn = (graph: Record<string, string[]>) => (url: string) => graph[url] ?? [];
const withEntry = (src: string) =>
  parseHtml(`<html><head></head><body><script src="${src}" type="module" async></script></body></html>`);

beforeEach(() => {
  document.head.innerHTML = '';
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

describe('the inline script loader', () => {
  it('requests nothing before the first contentful paint, and the scripts once after it', () => {
    const { FakeObserver, paint } = paintTiming();
    const { requested, load } = runLoader(FakeObserver);
    paint('first-paint');
    vi.runAllTimers();
    expect(requested()).toEqual([]);
    paint('first-contentful-paint');
    expect(requested()).toEqual([]);
    vi.runAllTimers();
    expect(requested()).toEqual(asRequested);
    // The safety net after load does not request them twice.
    load();
    vi.runAllTimers();
    expect(requested()).toEqual(asRequested);
  });

  it('requests the scripts a second after load when no paint is reported (a background tab)', () => {
    const { requested, load } = runLoader(paintTiming().FakeObserver);
    load();
    vi.advanceTimersByTime(999);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(asRequested);
  });

  it('falls back to the first frame where paint timing is not reported', () => {
    const { frames, requested } = runLoader();
    expect(requested()).toEqual([]);
    frames.forEach((frame) => frame());
    expect(requested()).toEqual([]);
    vi.runAllTimers();
    expect(requested()).toEqual(asRequested);
  });
});

describe('the scripts of a built page', () => {
  it("become the loader: Vike's module script and its preloads are listed in data-load, entry first", () => {
    const document = parseHtml(
      '<html><head><meta charset="utf-8"><link rel="modulepreload" href="/assets/chunk.js"><link rel="modulepreload" href="/assets/page.js">' +
        '<script type="application/ld+json">{"a":1}</script></head><body><p>x</p><script src="/assets/page.js" type="module" async></script></body></html>',
    );
    expect(deferScripts(document)).toEqual(['/assets/page.js', '/assets/chunk.js']);
    const html = printHtml(document);
    expect(html).toContain(`<script data-load="/assets/page.js /assets/chunk.js">${loaderScript}</script>`);
    expect(html).not.toContain('<link');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script type="application/ld+json">{"a":1}</script>');
  });

  it('leave a page without a module script as it is', () => {
    const source = '<html><head><meta charset="utf-8"></head><body><p>a &amp; b</p></body></html>';
    const document = parseHtml(source);
    expect(deferScripts(document)).toEqual([]);
    expect(printHtml(document)).toBe(source);
  });
});

describe('the modules a page preloads', () => {
  it("are its entry's static imports, through every chunk, each once", () => {
    const graph = importsIn({
      '/page.js': ['/site.js', '/react.js'],
      '/react.js': ['/runtime.js'],
      '/site.js': ['/runtime.js'],
    });
    expect(staticImports('/page.js', graph)).toEqual(['/site.js', '/runtime.js', '/react.js']);
    expect(deferScripts(withEntry('/page.js'), graph)).toEqual(['/page.js', '/site.js', '/runtime.js', '/react.js']);
  });

  it('of an entry that is only a facade are those of the chunk holding its code, which it requests instead', () => {
    const graph = importsIn({ '/entry.js': ['/site.js'], '/site.js': ['/runtime.js'] });
    const facade = (url: string) => (url === '/entry.js' ? '/site.js' : url);
    expect(deferScripts(withEntry('/entry.js'), graph, facade)).toEqual(['/site.js', '/runtime.js']);
  });
});
