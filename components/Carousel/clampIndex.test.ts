import { describe, expect, it } from 'vitest';
import { clampIndex } from './clampIndex';

describe('clampIndex (docs/product.md §4: the arrows never wrap)', () => {
  it.each([
    [0, 6, 0],
    [3, 6, 3],
    [5, 6, 5],
    [6, 6, 5],
    [-1, 6, 0],
    [42, 6, 5],
    [0, 1, 0],
    [2, 0, 0],
  ])('index %i of %i slides is %i', (index, count, expected) => {
    expect(clampIndex(index, count)).toBe(expected);
  });
});
