import { markEnhanced } from '../enhanced';
import { providerEmbedUrl } from './video';

function createPlayer(facade: HTMLElement, title: string): HTMLElement | null {
  const { videoSrc, videoType, videoProviderId, playerClass: className = '' } = facade.dataset;
  if (videoSrc) {
    const video = document.createElement('video');
    video.controls = true;
    video.autoplay = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.setAttribute('aria-label', title);
    const source = document.createElement('source');
    source.src = videoSrc;
    if (videoType) source.type = videoType;
    video.append(source);
    video.className = className;
    return video;
  }
  if (videoProviderId) {
    const frame = document.createElement('iframe');
    frame.src = providerEmbedUrl(videoProviderId);
    frame.title = title;
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.className = className;
    return frame;
  }
  return null;
}

/** D7: replaces each facade's poster with its player when the visitor presses play. */
export function enhanceVideoFacades(root: ParentNode): void {
  for (const facade of root.querySelectorAll<HTMLElement>('[data-video-facade]')) {
    const button = facade.querySelector<HTMLButtonElement>('[data-video-play]');
    if (!button) continue;
    button.addEventListener(
      'click',
      () => {
        const player = createPlayer(facade, facade.dataset.videoTitle ?? '');
        if (!player) return;
        facade.append(player);
        button.remove();
        player.focus();
      },
      { once: true },
    );
    markEnhanced(facade);
  }
}
