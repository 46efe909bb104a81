import type { Video } from '../../content/types';
import { Picture } from '../Picture/Picture';

/** D7: a poster and a play button; the player loads only when the visitor asks for it. */
export function VideoFacade({ video }: { video: Video }) {
  return (
    <div data-video-facade>
      <Picture image={video.poster} />
      <button type="button">Play video: {video.title}</button>
    </div>
  );
}
