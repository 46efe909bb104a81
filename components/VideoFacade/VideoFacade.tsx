import type { Locale } from '../../content/locales';
import type { Video } from '../../content/types';
import { ui } from '../../domain/i18n';
import { fill } from '../../domain/words';
import { Picture } from '../Picture/Picture';
import * as styles from './VideoFacade.css';

/**
 * D7: a poster and a play button. The player (a native <video> or the provider's privacy-enhanced
 * frame) is created only when the visitor presses play, so nothing loads before that.
 */
export function VideoFacade({ video, locale = 'en' }: { video: Video; locale?: Locale }) {
  const text = ui(locale).video;
  const source =
    video.kind === 'file'
      ? { 'data-video-src': video.src, 'data-video-type': video.type }
      : { 'data-video-provider-id': video.providerId };
  return (
    <div
      className={styles.root}
      data-video-facade
      data-video-title={video.title}
      data-player-class={styles.player}
      {...source}
    >
      <Picture image={video.poster} className={styles.poster} sizes="(min-width: 1200px) 1152px, 100vw" />
      <button type="button" className={styles.play} data-video-play>
        <svg className={styles.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="24" />
          <path d="M19 15l15 9-15 9z" />
        </svg>
        <span className={styles.label}>{fill(text.play, { title: video.title })}</span>
      </button>
      <noscript>
        <a
          className={styles.fallback}
          href={video.kind === 'file' ? video.src : `https://www.youtube.com/watch?v=${video.providerId}`}
        >
          {fill(text.watch, { title: video.title })}
        </a>
      </noscript>
    </div>
  );
}
