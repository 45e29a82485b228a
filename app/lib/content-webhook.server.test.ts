import {createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {CONTENT_NAMESPACES, namespacesToPurge, verifyWebhookSignature} from './content-webhook.server';

const SECRET = 'a'.repeat(64);
const URL_ = 'https://store.example/api/content/webhook';
const BODY = JSON.stringify({sys: {id: 'page-community', contentType: {sys: {id: 'page'}}}});

/** Signs as the content service does, written out independently of the code under test. */
function signed(body: string, timestamp: number, secret = SECRET): Headers {
  const headers: Record<string, string> = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
    'x-contentful-timestamp': String(timestamp),
  };
  const names = [...Object.keys(headers), 'x-contentful-signed-headers'].sort();
  headers['x-contentful-signed-headers'] = names.join(',');
  const canonical = ['POST', '/api/content/webhook', names.map((n) => `${n}:${headers[n]}`).join(';'), body];
  const signature = createHmac('sha256', secret).update(canonical.join('\n')).digest('hex');
  return new Headers({...headers, 'x-contentful-signature': signature});
}

const check = (headers: Headers, body = BODY, now = 1_000_000) =>
  verifyWebhookSignature(SECRET, {method: 'POST', url: URL_, headers, body}, now);

describe('verifyWebhookSignature', () => {
  it('accepts a call signed with the secret within a minute', async () => {
    expect(await check(signed(BODY, 1_000_000 - 30_000))).toBe('valid');
  });

  it('refuses a changed body, another secret, a changed signed header and a missing signature', async () => {
    expect(await check(signed(BODY, 1_000_000), BODY.replace('page', 'hero'))).toBe('invalid');
    expect(await check(signed(BODY, 1_000_000, 'b'.repeat(64)))).toBe('invalid');
    const topic = signed(BODY, 1_000_000);
    topic.set('x-contentful-topic', 'ContentManagement.Entry.delete');
    expect(await check(topic)).toBe('invalid');
    const unsigned = signed(BODY, 1_000_000);
    unsigned.delete('x-contentful-signature');
    expect(await check(unsigned)).toBe('invalid');
  });

  it('refuses a replayed call once its signature is over a minute old', async () => {
    expect(await check(signed(BODY, 1_000_000 - 61_000))).toBe('expired');
  });
});

describe('namespacesToPurge', () => {
  const entry = (contentType: string) => ({sys: {type: 'Entry', contentType: {sys: {id: contentType}}}});

  it('purges what holds the entry’s content type', () => {
    expect(namespacesToPurge('ContentManagement.Entry.publish', entry('page'))).toEqual(['page']);
    expect(namespacesToPurge('ContentManagement.Entry.unpublish', entry('banner'))).toEqual(['layout']);
    expect(namespacesToPurge('ContentManagement.Entry.publish', entry('hero'))).toEqual([
      'page',
      'product-blocks',
    ]);
  });

  it('purges everything for assets and entries that may sit inside any content', () => {
    expect(namespacesToPurge('ContentManagement.Asset.publish', {sys: {type: 'Asset'}})).toEqual([
      ...CONTENT_NAMESPACES,
    ]);
    expect(namespacesToPurge('ContentManagement.Entry.delete', entry('link'))).toEqual([
      ...CONTENT_NAMESPACES,
    ]);
    expect(namespacesToPurge('ContentManagement.Entry.publish', null)).toEqual([...CONTENT_NAMESPACES]);
  });

  it('purges nothing for saves and unknown topics', () => {
    expect(namespacesToPurge('ContentManagement.Entry.save', entry('page'))).toEqual([]);
    expect(namespacesToPurge('ContentManagement.Entry.auto_save', entry('page'))).toEqual([]);
    expect(namespacesToPurge(null, entry('page'))).toEqual([]);
  });
});
