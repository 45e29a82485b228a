import {describe, expect, it} from 'vitest';
import {createVideoService} from './videos';

const service = createVideoService();

function get(path: string) {
  const url = new URL(`http://127.0.0.1${path}`);
  return {
    url,
    response: service.matches(url, 'GET')
      ? service.handle({method: 'GET', url, headers: {}, body: Buffer.alloc(0)})
      : null,
  };
}

describe('video service', () => {
  it('answers a seeded video URL with a playable MP4 (file type box, then a movie with its media)', async () => {
    const {response} = get('/videos/made-to-move-desktop.mp4');
    const answer = await response!;
    expect(answer.status).toBe(200);
    expect(answer.headers?.['Content-Type']).toBe('video/mp4');
    const body = answer.body as Buffer;
    expect(body.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(body.includes(Buffer.from('moov'))).toBe(true);
    expect(body.includes(Buffer.from('avc1'))).toBe(true);
  });

  it('answers a path that is not a video name with 404', async () => {
    expect((await get('/videos/..%2F..%2Fetc%2Fpasswd.mp4').response!).status).toBe(404);
    expect((await get('/videos/clip.exe').response!).status).toBe(404);
  });

  it('leaves other paths to other services', () => {
    expect(get('/images/a.svg').response).toBeNull();
  });
});
