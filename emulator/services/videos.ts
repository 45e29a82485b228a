/**
 * Product and content videos: `GET /videos/{name}.mp4` answers a tiny playable clip (see
 * video-clip.ts), so `<video>` elements get real frames: a gallery video that autoplays
 * muted can be seen playing.
 */
import {errorResponse} from '../http';
import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';
import {VIDEO_CLIP} from './video-clip';

const PREFIX = '/videos/';
const NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,200}\.mp4$/i;

export function createVideoService(): EmulatorService {
  return {
    name: 'videos',
    matches: (url, method) => url.pathname.startsWith(PREFIX) && (method === 'GET' || method === 'HEAD'),
    handle(req: EmulatorRequest): EmulatorResponse {
      const name = decodeURIComponent(req.url.pathname.slice(PREFIX.length));
      if (!NAME_PATTERN.test(name)) return errorResponse(404, `No video at ${req.url.pathname}`);
      return {
        status: 200,
        headers: {
          'Content-Type': 'video/mp4',
          'Cache-Control': 'public, max-age=86400',
          'Accept-Ranges': 'none',
        },
        body: VIDEO_CLIP,
        operation: 'GET /videos/:name',
      };
    },
  };
}
