import { markEnhanced } from '../enhanced';
import { mediaQuery } from '../../theme/breakpoints';

/** docs/product.md §4 Hero video: plays while at least 25% of it is visible, never under reduced motion. */
export function enhanceHeroVideo(root: HTMLElement): void {
  const video = root.querySelector<HTMLVideoElement>('[data-hero-video]');
  if (!video) return;
  // Under reduced motion the video is wired by staying still: ready all the same.
  if (window.matchMedia(mediaQuery.reducedMotion).matches) return markEnhanced(video);
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry && entry.intersectionRatio >= 0.25) void video.play().catch(() => {});
      else video.pause();
    },
    { threshold: [0, 0.25] },
  );
  observer.observe(video);
  markEnhanced(video);
}
