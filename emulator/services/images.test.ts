import {describe, expect, it} from 'vitest';
import type {EmulatorRequest} from '../service';
import {createImagesService, renderImage} from './images';

const images = createImagesService();
const get = (path: string, headers: Record<string, string> = {}): EmulatorRequest => ({
  method: 'GET',
  url: new URL(`http://127.0.0.1:4100${path}`),
  headers,
  body: Buffer.alloc(0),
});
const svgOf = async (path: string) => String((await images.handle(get(path))).body);

describe('images service', () => {
  it('matches GET /images/* only', () => {
    expect(images.matches(new URL('http://x/images/a.svg'), 'GET')).toBe(true);
    expect(images.matches(new URL('http://x/images/a.svg'), 'POST')).toBe(false);
    expect(images.matches(new URL('http://x/other/a.svg'), 'GET')).toBe(false);
  });

  it('serves a deterministic, cacheable SVG at 4:5 by default', async () => {
    const res = await images.handle(get('/images/womens-leggings-black-1.svg'));
    expect(res.status).toBe(200);
    expect(res.headers?.['content-type']).toContain('image/svg+xml');
    expect(res.headers?.['cache-control']).toMatch(/public, max-age=\d+/);
    const svg = String(res.body);
    expect(svg).toContain('width="800" height="1000"');
    expect(svg).toContain('Womens Leggings Black 1');
    expect(svg).toContain('#1d1d1f'); // black
    expect(svg).toBe(await svgOf('/images/womens-leggings-black-1.svg'));
    expect(svg).not.toBe(await svgOf('/images/mens-tee-red-1.svg'));
  });

  it('honours width and height, clamps, and defaults non-numeric widths', async () => {
    expect(await svgOf('/images/a.svg?width=200')).toContain('width="200" height="250"');
    expect(await svgOf('/images/a.svg?width=300&height=300')).toContain('width="300" height="300"');
    expect(await svgOf('/images/a.svg?width=99999')).toContain('width="4000" height="4000"');
    expect(await svgOf('/images/a.svg?width=0')).toContain('width="1" height="1"');
    expect(await svgOf('/images/a.svg?width=wide')).toContain('width="800" height="1000"');
  });

  it('escapes odd names and answers 304 for a matching ETag', async () => {
    expect(await svgOf('/images/%3Cscript%3E.svg')).not.toContain('<script>');
    const first = await images.handle(get('/images/a.svg'));
    const etag = first.headers?.etag ?? '';
    expect((await images.handle(get('/images/a.svg', {'if-none-match': etag}))).status).toBe(304);
  });

  it('answers 404 for non-SVG paths and 400 for malformed escapes', async () => {
    expect((await images.handle(get('/images/a.png'))).status).toBe(404);
    expect((await images.handle(get('/images/%E0%A4%A.svg'))).status).toBe(400);
  });

  it('renders every silhouette without throwing', () => {
    for (const name of [
      'gift-card',
      'shorts',
      'sports-bra',
      'dress',
      'backpack',
      'beanie',
      'socks',
      'hoodie',
    ]) {
      expect(renderImage({name, width: 10, height: 10})).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
  });
});
