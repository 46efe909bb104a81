import { expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { badgeTones, tokens, type BadgeTone } from './tokens';

it.each([
  ['#000000', '#FFFFFF', 21],
  ['#FFFFFF', '#FFFFFF', 1],
  ['#777777', '#FFFFFF', 4.48],
])('contrastRatio: %s on %s is %d:1', (a, b, expected) => {
  expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
});

const pairs: [string, string, string][] = [
  ...(Object.keys(badgeTones) as BadgeTone[]).map((tone): [string, string, string] => {
    const { foreground, background } = tokens.badge[tone];
    return [`the ${tone} badge text on its background`, foreground, background];
  }),
  ['ink on surface', tokens.color.ink, tokens.color.surface],
  ['muted ink on surface', tokens.color.inkMuted, tokens.color.surface],
  ['muted ink on muted surface', tokens.color.inkMuted, tokens.color.surfaceMuted],
  ['inverse ink on dark surface', tokens.color.inkInverse, tokens.color.surfaceDark],
  ['muted inverse ink on dark surface', tokens.color.inkInverseMuted, tokens.color.surfaceDark],
  ['muted inverse ink on raised dark surface', tokens.color.inkInverseMuted, tokens.color.surfaceDarkRaised],
  ['ink on brand buttons', tokens.color.ink, tokens.color.brand],
  ['brand ink on surface', tokens.color.brandInk, tokens.color.surface],
  ['brand on dark surface', tokens.color.brand, tokens.color.surfaceDark],
  ['danger on surface', tokens.color.danger, tokens.color.surface],
  ['white on success', tokens.color.successInk, tokens.color.success],
  ['focus ring on surface (3:1 for non-text)', tokens.color.focus, tokens.color.surface],
];
it.each(pairs)('the theme keeps %s readable', (name, foreground, background) => {
  const minimum = name.includes('non-text') ? 3 : 4.5;
  expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
});
