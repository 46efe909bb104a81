/** docs/product.md §4 Carousel index: 0 to count − 1, clamped; the arrows never wrap around. */
export function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}
