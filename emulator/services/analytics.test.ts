import {describe, expect, it} from 'vitest';
import type {EmulatorRequest} from '../service';
import {createAnalyticsService} from './analytics';

function request(method: string, path: string, body?: unknown): EmulatorRequest {
  return {
    method,
    url: new URL(path, 'http://emulator.test'),
    headers: {'content-type': 'application/json'},
    body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
  };
}

const event = (name: string, sessionId = 's-1') => ({name, id: `${sessionId}-${name}`, sessionId});

describe('analytics collector', () => {
  it('accepts batches, counts them per event name and finds a session’s events', async () => {
    const service = createAnalyticsService();
    const posted = await service.handle(
      request('POST', '/api/analytics/events', {
        events: [event('page_viewed'), event('product_viewed'), event('page_viewed', 's-2')],
      }),
    );
    expect(posted).toMatchObject({status: 202, body: {accepted: 3}});
    const inspected = await service.handle(request('GET', '/api/analytics/__events?sessionId=s-1'));
    expect(inspected.body).toMatchObject({
      count: 3,
      byName: {page_viewed: 2, product_viewed: 1},
      events: [{name: 'page_viewed'}, {name: 'product_viewed'}],
    });
    const byName = await service.handle(
      request('GET', '/api/analytics/__events?name=page_viewed&sessionId=s-2'),
    );
    expect(byName.body).toMatchObject({events: [{sessionId: 's-2'}]});
  });

  it('refuses events without a name, batches over 20 and other methods', async () => {
    const service = createAnalyticsService();
    for (const body of [
      {events: [{id: 'x'}]},
      {events: Array.from({length: 21}, () => event('page_viewed'))},
    ]) {
      expect((await service.handle(request('POST', '/api/analytics/events', body))).status).toBe(400);
    }
    expect((await service.handle(request('GET', '/api/analytics/events'))).status).toBe(405);
    service.reset?.();
    expect((await service.handle(request('GET', '/api/analytics/__events'))).body).toMatchObject({count: 0});
  });
});
