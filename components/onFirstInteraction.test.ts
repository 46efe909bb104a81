import { afterEach, describe, expect, it } from 'vitest';
import { enhanceAll } from './onFirstInteraction';

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
