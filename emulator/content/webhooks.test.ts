import {createHmac} from 'node:crypto';
import {createServer, type IncomingHttpHeaders} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {EmulatorResponse} from '../service';
import {createContentService} from './index';

const HOST = '127.0.0.1:4100';
const SECRET = 's'.repeat(64);
const received: Array<{url: string; headers: IncomingHttpHeaders; body: string}> = [];
let receiverUrl = '';
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    received.push({url: request.url ?? '', headers: request.headers, body});
    response.writeHead(200).end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

function call(
  service: ReturnType<typeof createContentService>,
  method: string,
  path: string,
  body?: unknown,
): Promise<EmulatorResponse> {
  return Promise.resolve(
    service.handle({
      method,
      url: new URL(`http://${HOST}${path}`),
      headers: {host: HOST, authorization: 'Bearer token'},
      body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
    }),
  );
}

describe('the content service’s publish and webhooks', () => {
  it('publishes a draft for the Delivery API and sends a signed publish call', async () => {
    const service = createContentService();
    const entryPath = '/spaces/alderline/environments/master/entries/bannerMessageSpringSale';
    expect((await call(service, 'GET', entryPath)).status).toBe(404);

    const definition = await call(service, 'POST', '/spaces/alderline/webhook_definitions', {
      name: 'Cache',
      url: receiverUrl,
      topics: ['ContentManagement.Entry.publish'],
    });
    expect(definition.status).toBe(201);
    const id = (definition.body as {sys: {id: string}}).sys.id;
    expect(
      (await call(service, 'PUT', '/spaces/alderline/webhook_settings/signing_secret', {value: 'short'}))
        .status,
    ).toBe(400);
    expect(
      (await call(service, 'PUT', '/spaces/alderline/webhook_settings/signing_secret', {value: SECRET}))
        .status,
    ).toBe(200);

    const published = await call(service, 'PUT', `${entryPath}/published`);
    expect(published.status).toBe(200);
    expect((await call(service, 'GET', entryPath)).status).toBe(200);

    await expect.poll(() => received.length).toBe(1);
    const [hook] = received;
    expect(hook.headers['x-contentful-topic']).toBe('ContentManagement.Entry.publish');
    expect(JSON.parse(hook.body)).toMatchObject({
      sys: {id: 'bannerMessageSpringSale', type: 'Entry', contentType: {sys: {id: 'banner_message'}}},
    });
    // The signature covers method, path, the signed headers (sorted) and the body.
    const names = String(hook.headers['x-contentful-signed-headers']).split(',');
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['x-contentful-timestamp', 'x-contentful-topic']));
    const canonical = [
      'POST',
      '/hook',
      names.map((name) => `${name}:${hook.headers[name]}`).join(';'),
      hook.body,
    ];
    expect(hook.headers['x-contentful-signature']).toBe(
      createHmac('sha256', SECRET).update(canonical.join('\n')).digest('hex'),
    );
    await expect
      .poll(async () => (await call(service, 'GET', `/spaces/alderline/webhooks/${id}/calls`)).body)
      .toMatchObject({items: [{statusCode: 200, eventType: 'ContentManagement.Entry.publish'}]});
  });

  it('answers 404 for an unknown entry and 400 for a definition without a URL', async () => {
    const service = createContentService();
    expect((await call(service, 'PUT', '/spaces/alderline/entries/nope/published')).status).toBe(404);
    expect(
      (await call(service, 'POST', '/spaces/alderline/webhook_definitions', {topics: ['*.*.*']})).status,
    ).toBe(400);
  });
});
