// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { beforeEach, expect, it } from 'vitest';
import { carouselIn } from '../../content/carousel';
import { renderEnhanced, stubMatchMedia } from '../../tests/unit/dom';
import { Carousel } from './Carousel';
import { enhanceCarousel } from './Carousel.client';
import { clampIndex } from './clampIndex';

const setup = () => renderEnhanced(<Carousel />, '[data-carousel]', enhanceCarousel).user;
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const current = () =>
  screen
    .getAllByRole('button', { name: /^Go to slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

beforeEach(() => stubMatchMedia(true));

it('enhanceCarousel starts on the first slide with Previous disabled, steps with Next up to the last slide, then disables Next instead of wrapping; jumps from an indicator and moves with the arrow keys', async () => {
  const user = setup();
  const [previous, next] = [button('Previous slide'), button('Next slide')];
  expect([current(), previous.disabled, next.disabled]).toEqual([0, true, false]);
  const slides = carouselIn('en').length;
  for (let step = 1; step < slides; step += 1) await user.click(next);
  expect([current(), previous.disabled, next.disabled]).toEqual([slides - 1, false, true]);
  await user.click(button('Go to slide 4'));
  expect(current()).toBe(3);
  button('Go to slide 4').focus();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(current()).toBe(1);
  await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
  expect(current()).toBe(0);
});

it('clampIndex (docs/product.md §4: the arrows never wrap) keeps an index among the slides, and moves any other to the nearer end (0 when there are none)', () => {
  fc.assert(
    fc.property(fc.integer({ min: -3, max: 11 }), fc.nat(8), (index, count) => {
      const last = Math.max(count - 1, 0);
      expect(clampIndex(index, count)).toBe(index < 0 ? 0 : Math.min(index, last));
    }),
  );
});
