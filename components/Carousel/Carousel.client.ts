import KeenSlider from 'keen-slider';
import { mediaQuery } from '../../theme/breakpoints';
import { markEnhanced } from '../enhanced';
import { clampIndex } from './clampIndex';

/** docs/product.md §2, §4 carousel: arrows that clamp at the ends, one indicator per slide, keyboard and swipe. */
export function enhanceCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
  if (!track || !prev || !next) return;
  const reducedMotion = window.matchMedia(mediaQuery.reducedMotion).matches;
  root.setAttribute('data-carousel-enhanced', '');
  track.scrollLeft = 0;

  const render = (index: number) => {
    prev.disabled = index === 0;
    next.disabled = index === dots.length - 1;
    dots.forEach((dot, i) =>
      i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
    );
  };
  // The slide asked for, ahead of the animation: quick clicks step from it, not from
  // wherever the animation has got to. A swipe or the end of an animation settles it.
  let target = 0;
  // The slide a button or key asked for while the slider has not arrived there yet. An animation
  // that ends anywhere else was overtaken by a later request and must not undo it.
  let requested: number | null = null;
  const settle = (index: number) => {
    target = index;
    render(index);
  };
  const slider = new KeenSlider(track, {
    rubberband: !reducedMotion,
    defaultAnimation: { duration: reducedMotion ? 0 : 500 },
    created: (s) => settle(s.track.details.rel),
    animationEnded: (s) => {
      if (requested !== null && s.track.details.rel !== requested) return;
      requested = null;
      settle(s.track.details.rel);
    },
    dragStarted: () => {
      requested = null;
    },
    dragEnded: (s) => settle(s.track.details.rel),
  });
  const goTo = (index: number) => {
    settle(clampIndex(index, dots.length));
    requested = target;
    slider.moveToIdx(target);
  };

  prev.addEventListener('click', () => goTo(target - 1));
  next.addEventListener('click', () => goTo(target + 1));
  dots.forEach((dot, index) => dot.addEventListener('click', () => goTo(index)));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') goTo(target - 1);
    else if (event.key === 'ArrowRight') goTo(target + 1);
  });
  render(target);
  markEnhanced(root);
}
