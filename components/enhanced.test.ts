// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hookOf, markEnhanced, markReadyOnUse, setText } from './enhanced';
import { enhanceAll } from './onFirstInteraction';

describe('setText', () => {
  it('keeps the served text node when the text is already right, so a click that began on it still lands', () => {
    const label = document.createElement('span');
    label.textContent = 'Submit';
    const served = label.firstChild;
    setText(label, 'Submit');
    expect(label.firstChild).toBe(served);
    setText(label, 'Your request has been sent');
    expect(label.textContent).toBe('Your request has been sent');
  });
});

describe('the wiring count', () => {
  it('marks each wiring under its root hook, and a trigger on first use apart', () => {
    performance.clearMarks();
    document.body.innerHTML = '<nav data-nav="true"></nav><form data-contact-form="true"></form>';
    const [nav, form] = [...document.body.children] as [HTMLElement, HTMLElement];
    markEnhanced(nav);
    markReadyOnUse(form);
    markEnhanced(form);
    expect(hookOf(nav)).toBe('nav');
    expect(nav.getAttribute('data-enhanced')).toBe('true');
    for (const mark of ['enhance:nav', 'enhance-on-use:contact-form', 'enhance:contact-form'])
      expect(performance.getEntriesByName(mark), mark).toHaveLength(1);
    // A second wiring of the same root shows in the count, not in the attribute.
    markEnhanced(nav);
    expect(performance.getEntriesByName('enhance:nav')).toHaveLength(2);
  });
});

describe('enhanceAll', () => {
  afterEach(() => document.body.replaceChildren());

  it('wires each root in a task of its own, in document order', async () => {
    document.body.innerHTML = '<div data-part="a"></div><div data-part="b"></div><div data-part="c"></div>';
    const steps: string[] = [];
    enhanceAll('[data-part]', (root) => {
      steps.push(`wire ${root.dataset.part}`);
      // A microtask queued here runs before the next root only if that root is wired in a later task.
      queueMicrotask(() => steps.push(`after ${root.dataset.part}`));
    });
    expect(steps).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(steps).toEqual(['wire a', 'after a', 'wire b', 'after b', 'wire c', 'after c']);
  });
});
