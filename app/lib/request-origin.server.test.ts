import {describe, expect, it} from 'vitest';
import {originProblem, rejectCrossOriginRequest} from './request-origin.server';

const post = (origin?: string, url = 'https://www.alderline.co.uk/api/klaviyo/subscribe') =>
  new Request(url, {method: 'POST', headers: origin === undefined ? {} : {Origin: origin}});

describe('originProblem', () => {
  it('accepts the store’s own origin only', () => {
    expect(originProblem(post('https://www.alderline.co.uk'))).toBeNull();
    expect(originProblem(post())).toBe('missing');
    for (const origin of [
      'https://evil.example',
      'https://www.alderline.co.uk.evil.example',
      'null',
      'not a url',
      'https://www.alderline.co.uk/path',
      'https://www.alderline.fr',
    ]) {
      expect(originProblem(post(origin)), origin).toBe('cross-origin');
    }
  });
});

describe('rejectCrossOriginRequest', () => {
  it('answers 403 for an unsafe method from another site, and lets the rest through', async () => {
    const refused = rejectCrossOriginRequest(post('https://evil.example', 'https://shop.test/en-gb'));
    expect(refused?.status).toBe(403);
    expect(await refused?.text()).not.toContain('evil');
    expect(rejectCrossOriginRequest(post(undefined, 'https://shop.test/'))).toBeNull();
    expect(rejectCrossOriginRequest(post('https://shop.test', 'https://shop.test/'))).toBeNull();
    expect(
      rejectCrossOriginRequest(
        new Request('https://shop.test/', {headers: {Origin: 'https://evil.example'}}),
      ),
    ).toBeNull();
  });
});
