import {describe, expect, it} from 'vitest';
import {booleanField, MAX_API_BODY_BYTES, readApiInput, textField} from './api-input.server';

const post = (body: BodyInit | null, contentType?: string, method = 'POST') =>
  new Request('https://shop.test/api/x', {
    method,
    body,
    headers: contentType ? {'Content-Type': contentType} : {},
  });

describe('readApiInput', () => {
  it('reads a JSON object', async () => {
    expect(await readApiInput(post('{"email":"a@b.co"}', 'application/json'))).toEqual({
      ok: true,
      fields: {email: 'a@b.co'},
    });
  });

  it('reads url-encoded and multipart form fields', async () => {
    expect(await readApiInput(post('email=a%40b.co&x=1', 'application/x-www-form-urlencoded'))).toEqual({
      ok: true,
      fields: {email: 'a@b.co', x: '1'},
    });
    const form = new FormData();
    form.set('email', 'a@b.co');
    const multipart = new Request('https://shop.test/api/x', {method: 'POST', body: form});
    expect(await readApiInput(multipart)).toEqual({ok: true, fields: {email: 'a@b.co'}});
  });

  it.each([
    ['{oops', 'malformed-json'],
    ['[1,2]', 'malformed-json'],
    ['null', 'malformed-json'],
  ])('answers 400 for the JSON body %s', async (body, error) => {
    expect(await readApiInput(post(body, 'application/json'))).toMatchObject({ok: false, status: 400, error});
  });

  it('answers 413 for a body over the limit, even without a Content-Length', async () => {
    const huge = JSON.stringify({email: 'a'.repeat(MAX_API_BODY_BYTES)});
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const request = new Request('https://shop.test/api/x', {
      method: 'POST',
      body: stream,
      headers: {'Content-Type': 'application/json'},
      duplex: 'half',
    } as RequestInit);
    expect(await readApiInput(request)).toMatchObject({ok: false, status: 413});
  });

  it('answers 415 for other content types and 405 for other methods', async () => {
    expect(await readApiInput(post('email', 'text/plain'))).toMatchObject({status: 415});
    expect(await readApiInput(post(null, undefined, 'PUT'))).toMatchObject({status: 405});
  });
});

describe('fields', () => {
  it('reads only non-empty strings as text', () => {
    expect(textField({a: ' x ', b: '  ', c: 3}, 'a')).toBe('x');
    expect(textField({b: '  '}, 'b')).toBeUndefined();
    expect(textField({c: 3}, 'c')).toBeUndefined();
  });

  it('reads booleans the way forms and JSON send them', () => {
    for (const value of [true, 1, 'true', '1', 'on', 'TRUE'])
      expect(booleanField({v: value}, 'v')).toBe(true);
    for (const value of [false, 0, 'false', '0', '', 'yes', undefined])
      expect(booleanField({v: value}, 'v')).toBe(false);
  });

  it('answers 400 when the body breaks off while it is read', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email": "a@b'));
        controller.error(new Error('connection reset'));
      },
    });
    const request = new Request('https://shop.test/api/klaviyo/subscribe', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body,
      duplex: 'half',
    } as RequestInit);
    expect(await readApiInput(request)).toMatchObject({ok: false, status: 400, error: 'unreadable-body'});
  });
});
