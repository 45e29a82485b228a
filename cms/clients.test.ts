import {createServer, type IncomingHttpHeaders} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {contentClientFor, createContentClients} from './clients';
import {fetchContentType} from './fetch-entries';

// A recording stand-in for Contentful: which paths and tokens do the two clients send?
const requests: Array<{url: string; headers: IncomingHttpHeaders}> = [];
const server = createServer((req, res) => {
  requests.push({url: req.url ?? '', headers: req.headers});
  res.writeHead(200, {'content-type': 'application/json'});
  res.end(JSON.stringify({sys: {type: 'Array'}, total: 0, skip: 0, limit: 100, items: []}));
});
let host = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createContentClients', () => {
  const config = () => ({
    space: 'alderline',
    environment: 'staging',
    deliveryToken: 'cda-token',
    previewToken: 'cpa-token',
    host,
  });

  it('sends delivery requests to the host without a base path', async () => {
    requests.length = 0;
    const {delivery} = createContentClients(config());
    await delivery.getEntries({content_type: 'banner', locale: 'fr-fr'});
    expect(requests[0].url).toBe(
      '/spaces/alderline/environments/staging/entries?content_type=banner&locale=fr-fr',
    );
    expect(requests[0].headers.authorization).toBe('Bearer cda-token');
  });

  it('sends preview requests under /preview with the preview token', async () => {
    requests.length = 0;
    const clients = createContentClients(config());
    await contentClientFor(clients, true).getEntries({content_type: 'banner'});
    expect(requests[0].url).toBe(
      '/preview/spaces/alderline/environments/staging/entries?content_type=banner',
    );
    expect(requests[0].headers.authorization).toBe('Bearer cpa-token');
  });

  it('resolves links to included entries as contentful.js does, and keeps a link it cannot resolve', async () => {
    const linked = createServer((req, res) => {
      res.writeHead(200, {'content-type': 'application/json'});
      res.end(
        JSON.stringify({
          sys: {type: 'Array'},
          total: 1,
          skip: 0,
          limit: 100,
          items: [
            {
              sys: {type: 'Entry', id: 'banner'},
              fields: {
                message: {sys: {type: 'Link', linkType: 'Entry', id: 'message'}},
                missing: {sys: {type: 'Link', linkType: 'Entry', id: 'gone'}},
              },
            },
          ],
          includes: {Entry: [{sys: {type: 'Entry', id: 'message'}, fields: {text: 'Free returns'}}]},
        }),
      );
    });
    await new Promise<void>((resolve) => linked.listen(0, '127.0.0.1', resolve));
    try {
      const {delivery} = createContentClients({
        ...config(),
        host: `127.0.0.1:${(linked.address() as AddressInfo).port}`,
      });
      const answer = await delivery.getEntries({content_type: 'banner', include: 2});
      expect(answer.total).toBe(1);
      expect(answer.items).toMatchObject([
        {
          fields: {
            message: {sys: {id: 'message'}, fields: {text: 'Free returns'}},
            missing: {sys: {type: 'Link', id: 'gone'}},
          },
        },
      ]);
    } finally {
      await new Promise<void>((resolve) => linked.close(() => resolve()));
    }
  });

  it('accepts a host with an explicit http scheme', async () => {
    requests.length = 0;
    const {delivery} = createContentClients({...config(), host: `http://${host}/`});
    await delivery.getEntries();
    expect(requests).toHaveLength(1);
  });
});

describe('a failing content service', () => {
  const failing = createServer((req, res) => {
    if (req.url?.includes('missing')) {
      res.writeHead(404, {'content-type': 'application/json'});
      res.end(
        JSON.stringify({sys: {type: 'Error', id: 'NotFound'}, message: 'The resource could not be found.'}),
      );
    } else {
      res.writeHead(502, {'content-type': 'text/html'});
      res.end('<h1>Bad gateway</h1>');
    }
  });
  let failingHost = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    failingHost = `127.0.0.1:${(failing.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => failing.close(() => resolve())));

  const clients = (hostName: string) =>
    createContentClients({
      space: 's',
      environment: 'e',
      deliveryToken: 't',
      previewToken: 't',
      host: hostName,
    });

  it('throws errors named like Contentful’s, so callers know which to retry', async () => {
    const {delivery} = clients(failingHost);
    await expect(delivery.getEntries({content_type: 'missing'})).rejects.toMatchObject({name: 'NotFound'});
    await expect(delivery.getEntries({content_type: 'banner'})).rejects.toMatchObject({name: 'ServerError'});
  });

  it('is asked again after a rate limit or a server error, as contentful.js would, and the answer that follows is used', async () => {
    // Contentful's rate-limit answer, then a proxy's error page, then the entries.
    const answers = [
      [429, {sys: {type: 'Error', id: 'RateLimitExceeded'}, message: 'You have exceeded the rate limit'}],
      [503, '<h1>Service unavailable</h1>'],
      [
        200,
        {
          sys: {type: 'Array'},
          total: 1,
          skip: 0,
          limit: 100,
          items: [{sys: {type: 'Entry', id: 'b'}, fields: {display: true}}],
        },
      ],
    ] as const;
    let asked = 0;
    const flaky = createServer((req, res) => {
      const [status, body] = answers[Math.min(asked++, answers.length - 1)];
      res.writeHead(status, {'content-type': typeof body === 'string' ? 'text/html' : 'application/json'});
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      const {delivery} = clients(`127.0.0.1:${(flaky.address() as AddressInfo).port}`);
      const report = vi.fn();
      const collection = await fetchContentType(delivery, 'banner', {
        locale: 'en-us',
        report,
        retry: {minTimeout: 1, maxTimeout: 2},
      });
      expect(asked).toBe(3);
      expect(collection?.total).toBe(1);
      expect(report).not.toHaveBeenCalled();
    } finally {
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
  });

  it('throws a NetworkError when nothing answers', async () => {
    const {delivery} = clients('127.0.0.1:1');
    await expect(delivery.getEntries()).rejects.toMatchObject({name: 'NetworkError'});
  });
});
