// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver, stubMatchMedia } from '../../tests/unit/dom';
import { Hero } from './Hero';
import { enhanceHeroVideo } from './Hero.client';

// The shipped hero is an image; the video mode is one content change away, so test it.
vi.mock('../../content/hero', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../content/hero')>();
  return {
    ...original,
    hero: {
      ...original.hero,
      media: {
        type: 'video',
        src: '/v3/video/hero.mp4',
        poster: { src: '/v3/video/hero-poster.jpg', width: 1280, height: 720, alt: '' },
      },
    },
  };
});

function setup() {
  const { container } = render(<Hero />);
  const video = container.querySelector<HTMLVideoElement>('video[data-hero-video]')!;
  const play = vi.spyOn(video, 'play').mockResolvedValue(undefined);
  const pause = vi.spyOn(video, 'pause').mockImplementation(() => {});
  return { container, video, play, pause };
}

describe('enhanceHeroVideo on the hero markup in video mode', () => {
  let report: (ratio: number) => void;
  beforeEach(() => {
    report = stubIntersectionObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is muted, looping, inline and loads nothing until it plays', () => {
    const { video } = setup();
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/v3/video/hero-poster.jpg');
  });

  it('plays while at least 25% is visible and pauses below that', () => {
    stubMatchMedia(false);
    const { container, video, play, pause } = setup();
    expect(video).not.toHaveAttribute('data-enhanced');
    enhanceHeroVideo(container as HTMLElement);
    expect(video).toHaveAttribute('data-enhanced', 'true');
    report(0.25);
    expect(play).toHaveBeenCalledTimes(1);
    report(0.24);
    expect(pause).toHaveBeenCalledTimes(1);
    report(0.8);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('never plays under reduced motion', () => {
    stubMatchMedia(true);
    const { container, video, play } = setup();
    enhanceHeroVideo(container as HTMLElement);
    expect(video).toHaveAttribute('data-enhanced', 'true');
    report(1);
    expect(play).not.toHaveBeenCalled();
  });
});
