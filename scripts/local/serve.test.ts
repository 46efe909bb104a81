// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hostingConfig } from './serve.mjs';

/** The Content-Security-Policy of every header rule that sends one. */
function policies(config: ReturnType<typeof hostingConfig>) {
  return config.headers.flatMap((rule) =>
    rule.headers.filter((header) => header.key === 'Content-Security-Policy').map((header) => header.value),
  );
}

describe('hostingConfig', () => {
  it('sends firebase.json’s policy unchanged when nothing is added', () => {
    const plain = policies(hostingConfig());
    expect(plain.length).toBeGreaterThan(0);
    expect(policies(hostingConfig({ 'connect-src': [] }))).toEqual(plain);
  });

  it('adds each source to the end of its own directive only', () => {
    const plain = policies(hostingConfig());
    const added = policies(
      hostingConfig({ 'connect-src': ['http://127.0.0.1:8080'], 'script-src': ["'unsafe-eval'"] }),
    );
    added.forEach((policy, index) => {
      const directives = policy.split('; ');
      const original = (plain[index] ?? '').split('; ');
      expect(directives).toHaveLength(original.length);
      directives.forEach((directive, at) => {
        const name = directive.split(' ')[0];
        const extra = name === 'connect-src' ? ' http://127.0.0.1:8080' : name === 'script-src' ? " 'unsafe-eval'" : '';
        expect(directive).toBe(`${original[at]}${extra}`);
      });
    });
  });
});
