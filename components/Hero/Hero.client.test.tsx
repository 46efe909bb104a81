// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEnhanced, stubIntersectionObserver, stubMatchMedia } from '../../tests/unit/dom';
import { Hero } from './Hero';
import { enhanceHeroVideo } from './Hero.client';

// The shipped hero is an image; the video mode is one content change away, so test it.
vi.mock('../../content/hero', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../content/hero')>();
  const poster = { src: '/v3/video/hero-poster.jpg', width: 1280, height: 720, alt: '' };
  return { ...original, hero: { ...original.hero, media: { type: 'video', src: '/v3/video/hero.mp4', poster } } };
});

/** The hero in video mode, wired under `reducedMotion`; `report` says how much of it is visible. */
function setup(reducedMotion: boolean) {
  stubMatchMedia(reducedMotion);
  const report = stubIntersectionObserver();
  const { root: video } = renderEnhanced<HTMLVideoElement>(<Hero />, 'video[data-hero-video]', (_, container) =>
    enhanceHeroVideo(container),
  );
  const play = vi.spyOn(video, 'play').mockResolvedValue(undefined);
  const pause = vi.spyOn(video, 'pause').mockImplementation(() => {});
  return { video, play, pause, report };
}

describe('enhanceHeroVideo on the hero markup in video mode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is muted, looping, inline, loads nothing until it plays, and plays while at least 25% is visible', () => {
    const { video, play, pause, report } = setup(false);
    expect([video.muted, video.loop, video.hasAttribute('playsinline')]).toEqual([true, true, true]);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/v3/video/hero-poster.jpg');
    expect(play).not.toHaveBeenCalled();
    report(0.25);
    expect(play).toHaveBeenCalledTimes(1);
    report(0.24);
    expect(pause).toHaveBeenCalledTimes(1);
    report(0.8);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('never plays under reduced motion', () => {
    const { play, report } = setup(true);
    report(1);
    expect(play).not.toHaveBeenCalled();
  });
});
