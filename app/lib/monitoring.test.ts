import {describe, expect, it, vi} from 'vitest';
import {
  createMonitoringQueue,
  MONITORING_BATCH_MAX,
  parseMonitoringBatch,
  type MonitoringEvent,
} from './monitoring';

const event = (code: string): MonitoringEvent => ({
  code: code as MonitoringEvent['code'],
  message: 'm',
  visibility: 'silent',
  time: '2026-11-24T00:00:00.000Z',
  source: 'server',
});

const noDelay = () => 0;

describe('createMonitoringQueue', () => {
  it('sends queued events in batches of at most 50', async () => {
    const batches: number[] = [];
    const queue = createMonitoringQueue({
      transport: async (events) => {
        batches.push(events.length);
        return {ok: true, status: 202};
      },
    });
    for (let i = 0; i < MONITORING_BATCH_MAX + 7; i++) queue.add(event('SEARCH-001'));
    await queue.flush();
    expect(batches).toEqual([50, 7]);
    expect(queue.size).toBe(0);
  });

  it('retries a failing endpoint 5 times, then drops the batch and says so once', async () => {
    const transport = vi.fn(async () => {
      throw new Error('connection refused');
    });
    const onDropped = vi.fn();
    const queue = createMonitoringQueue({transport, retryDelayMs: noDelay, onDropped});
    queue.add(event('SEARCH-001'));
    await queue.flush();
    expect(transport).toHaveBeenCalledTimes(6);
    expect(onDropped).toHaveBeenCalledOnce();
    expect(onDropped.mock.calls[0][1]).toBe('connection refused');
  });

  it('delivers on a later try after server errors', async () => {
    const answers = [503, 429, 202];
    const transport = vi.fn(async () => {
      const status = answers.shift()!;
      return {ok: status < 300, status};
    });
    const onDropped = vi.fn();
    const queue = createMonitoringQueue({transport, retryDelayMs: noDelay, onDropped});
    queue.add(event('SEARCH-001'));
    await queue.flush();
    expect(transport).toHaveBeenCalledTimes(3);
    expect(onDropped).not.toHaveBeenCalled();
  });

  it('does not resend a batch the endpoint refused as malformed', async () => {
    const transport = vi.fn(async () => ({ok: false, status: 400}));
    const queue = createMonitoringQueue({transport, retryDelayMs: noDelay, onDropped: () => undefined});
    queue.add(event('SEARCH-001'));
    await queue.flush();
    expect(transport).toHaveBeenCalledOnce();
  });

  it('shares one flush between callers, and never sends an event twice', async () => {
    const sent: string[] = [];
    const queue = createMonitoringQueue({
      transport: async (events) => {
        sent.push(...events.map((e) => e.code));
        return {ok: true, status: 202};
      },
    });
    queue.add(event('A-1' as string));
    const first = queue.flush();
    queue.add(event('B-2' as string));
    await Promise.all([first, queue.flush()]);
    expect(sent).toEqual(['A-1', 'B-2']);
  });
});

describe('parseMonitoringBatch', () => {
  it('keeps the known fields of 1 to 50 events, marked as from the browser', () => {
    const parsed = parseMonitoringBatch({
      events: [{...event('BROWSER-ERROR'), source: 'server', path: '/en-gb', cookie: 'x', details: {a: 1}}],
    });
    expect(parsed).toEqual([
      {
        code: 'BROWSER-ERROR',
        message: 'm',
        visibility: 'silent',
        time: '2026-11-24T00:00:00.000Z',
        source: 'browser',
        details: {a: 1},
        path: '/en-gb',
      },
    ]);
  });

  it('refuses anything else', () => {
    for (const body of [
      null,
      'x',
      {},
      {events: []},
      {events: [{code: 1, message: 'm', time: 't'}]},
      {events: [null]},
      {events: Array.from({length: 51}, () => event('A'))},
    ]) {
      expect(parseMonitoringBatch(body)).toBeNull();
    }
  });
});
