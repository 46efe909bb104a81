// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Video } from '../../content/types';
import { solutionsVideoIn } from '../../content/videos';
import { renderEnhanced } from '../../tests/unit/dom';
import { VideoFacade } from './VideoFacade';
import { enhanceVideoFacades } from './VideoFacade.client';

const solutionsVideo = solutionsVideoIn('en');
const setup = (video: Video) =>
  renderEnhanced(<VideoFacade video={video} />, '[data-video-facade]', () => enhanceVideoFacades(document.body));

describe('enhanceVideoFacades on the facade markup (D7)', () => {
  if (solutionsVideo.kind !== 'file')
    throw new Error('content/videos.ts: the solutions video is expected to be a file');
  const file = solutionsVideo;

  it('shows only a poster and a play button until the click, then a player with controls', async () => {
    const { container, user } = setup(solutionsVideo);
    expect(container.querySelector('video, iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: `Play video: ${solutionsVideo.title}` }));
    const video = container.querySelector('video')!;
    expect(video.controls).toBe(true);
    expect(video.querySelector('source')?.getAttribute('src')).toBe(file.src);
    expect(video).toHaveAccessibleName(solutionsVideo.title);
    expect(screen.queryByRole('button', { name: /^Play video/ })).toBeNull();
  });

  it('loads the privacy-enhanced provider player for a provider video', async () => {
    const video = { kind: 'provider', title: 'A provider clip', providerId: 'abc123XYZ', poster: file.poster } as const;
    const { container, user } = setup(video);
    await user.click(screen.getByRole('button', { name: 'Play video: A provider clip' }));
    const frame = container.querySelector('iframe')!;
    expect(new URL(frame.src).host).toBe('www.youtube-nocookie.com');
    expect(frame.src).toContain('abc123XYZ');
    expect(frame.title).toBe('A provider clip');
  });
});
