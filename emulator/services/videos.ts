/**
 * Product and content videos: `GET /videos/{name}.mp4` answers a tiny, valid MP4 header
 * (an `ftyp` box) so players and `<video>` elements get a real media response instead of a
 * 404. It does not play; nothing here needs frames.
 */
import {errorResponse} from '../http';
import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';

const PREFIX = '/videos/';
const NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,200}\.mp4$/i;

/** ftyp box: size 24, brand isom, minor 512, compatible isom + mp41. */
const MP4_FTYP = Buffer.from([
  0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73,
  0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31,
]);

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
        body: MP4_FTYP,
        operation: 'GET /videos/:name',
      };
    },
  };
}
