// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { carouselIn } from '../../content/carousel';
import { stubMatchMedia } from '../../tests/unit/dom';
import { Carousel } from './Carousel';
import { enhanceCarousel } from './Carousel.client';
import { clampIndex } from './clampIndex';

function setup() {
  const { container } = render(<Carousel />);
  enhanceCarousel(container.querySelector<HTMLElement>('[data-carousel]')!);
  return userEvent.setup();
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const current = () =>
  screen
    .getAllByRole('button', { name: /^Go to slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('enhanceCarousel on the carousel markup', () => {
  beforeEach(() => stubMatchMedia(true));

  it('starts on the first slide with Previous disabled, signals it is ready, and steps with Next up to the last slide, then disables Next instead of wrapping', async () => {
    const user = setup();
    const [previous, next] = [button('Previous slide'), button('Next slide')];
    expect(document.querySelector('[data-carousel]')).toHaveAttribute('data-enhanced', 'true');
    expect([current(), previous.disabled, next.disabled]).toEqual([0, true, false]);
    const slides = carouselIn('en').length;
    for (let step = 1; step < slides; step += 1) await user.click(next);
    expect([current(), previous.disabled, next.disabled]).toEqual([slides - 1, false, true]);
  });

  it('jumps to a slide from its indicator, and moves with the arrow keys', async () => {
    const user = setup();
    await user.click(button('Go to slide 4'));
    expect(current()).toBe(3);
    button('Go to slide 4').focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(current()).toBe(1);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(current()).toBe(0);
  });
});

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
