import {describe, expect, it} from 'vitest';
import type {EmulatorRequest} from '../service';
import {createAnalyticsService} from './analytics';
import {createMonitoringService} from './monitoring';

function request(method: string, path: string, body?: unknown): EmulatorRequest {
  return {
    method,
    url: new URL(path, 'http://emulator.test'),
    headers: {'content-type': 'application/json'},
    body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
  };
}

const event = (code: string) => ({code, message: 'm', time: '2026-11-24T00:00:00Z', source: 'server'});

describe('monitoring service', () => {
  it('accepts batches and counts events per code', async () => {
    const service = createMonitoringService();
    const posted = await service.handle(
      request('POST', '/api/monitoring/events', {events: [event('A-1'), event('A-1'), event('B-2')]}),
    );
    expect(posted).toMatchObject({status: 202, body: {accepted: 3}});
    const inspected = await service.handle(request('GET', '/api/monitoring/__events?code=B-2'));
    expect(inspected.body).toMatchObject({count: 3, byCode: {'A-1': 2, 'B-2': 1}, events: [{code: 'B-2'}]});
  });

  it('refuses malformed bodies, empty or oversized batches and events without a code', async () => {
    const service = createMonitoringService();
    for (const body of [
      {},
      {events: []},
      {events: Array.from({length: 51}, () => event('X'))},
      {events: [{}]},
    ]) {
      expect((await service.handle(request('POST', '/api/monitoring/events', body))).status).toBe(400);
    }
    const broken = {...request('POST', '/api/monitoring/events'), body: Buffer.from('{not json')};
    expect((await service.handle(broken)).status).toBe(400);
    expect((await service.handle(request('GET', '/api/monitoring/events'))).status).toBe(405);
    expect((await service.handle(request('GET', '/api/monitoring/__events'))).body).toMatchObject({count: 0});
  });

  it('forgets everything on reset', async () => {
    const service = createMonitoringService();
    await service.handle(request('POST', '/api/monitoring/events', {events: [event('A-1')]}));
    service.reset?.();
    expect((await service.handle(request('GET', '/api/monitoring/__events'))).body).toMatchObject({
      count: 0,
      byCode: {},
    });
  });
});

const view = (name: string, sessionId = 's-1') => ({name, id: `${sessionId}-${name}`, sessionId});

describe('analytics collector', () => {
  it('accepts batches, counts them per event name and finds a session’s events', async () => {
    const service = createAnalyticsService();
    const posted = await service.handle(
      request('POST', '/api/analytics/events', {
        events: [view('page_viewed'), view('product_viewed'), view('page_viewed', 's-2')],
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
      {events: Array.from({length: 21}, () => view('page_viewed'))},
    ]) {
      expect((await service.handle(request('POST', '/api/analytics/events', body))).status).toBe(400);
    }
    expect((await service.handle(request('GET', '/api/analytics/events'))).status).toBe(405);
    service.reset?.();
    expect((await service.handle(request('GET', '/api/analytics/__events'))).body).toMatchObject({count: 0});
  });
});
