/**
 * The bench's waiting figures (`npm run bench -- --latency=150`): the emulator answers every
 * service that much later, and a view or a bag action is timed with and without it. The round
 * trips that waited in a row are the time the latency added over the latency itself:
 * (time at `latency` − time at 0) / `latency`. Two calls made side by side add one latency, two
 * made one after the other add two; the worker's own work cancels out, as far as a busy machine
 * lets it. Beside it the same count from the emulator's clock, which no busy machine blurs: the
 * longest chain of calls answered before the response ended, each made after the one before it
 * had been answered. And the calls each service answered (those made after the response, in
 * `waitUntil`, included).
 */
import {percentile} from './stats';

/** Calls per emulated service (`storefront`, `search`, `content`, `personalisation`, …). */
export type ServiceCalls = Record<string, number>;

export interface Waited {
  calls: ServiceCalls;
  /** Wall time at the latency (ms), median of the samples. */
  ms: number;
  /** Round trips that waited in a row, median of the samples. */
  roundTrips: number;
  /** The longest chain of calls one after another before the response ended, median of the samples. */
  chain: number;
}

/** What `Emulator.measure` found for one run. */
export interface Measured {
  ms: number;
  calls: ServiceCalls;
  chain: number;
}

interface CallTiming {
  startedAt: number;
  answeredAt: number;
}

/** A browser's cookies for one origin, as far as the bench needs them: names and values. */
export class CookieJar {
  private cookies = new Map<string, string>();

  constructor(initial: string | null = null) {
    for (const pair of initial?.split(/;\s*/) ?? []) this.set(pair);
  }

  /** Takes the response's `Set-Cookie` headers (a cookie set to expire is forgotten). */
  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) {
        this.cookies.delete(pair.split('=')[0].trim());
      } else this.set(pair);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): Record<string, string> {
    const value = [...this.cookies].map(([name, cookie]) => `${name}=${cookie}`).join('; ');
    return value ? {Cookie: value} : {};
  }

  private set(pair: string) {
    const index = pair.indexOf('=');
    if (index > 0) this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
  }
}

export class Emulator {
  constructor(readonly url: string) {}

  /** Every service answers `ms` later (0: no latency). */
  async setLatency(ms: number): Promise<void> {
    const response = await fetch(`${this.url}/__emulator/faults`, {
      method: 'PUT',
      body: JSON.stringify(ms > 0 ? {'*': {latencyMs: ms}} : {}),
    });
    if (!response.ok) throw new Error(`The emulator refused the latency: ${response.status}`);
  }

  async resetCalls(): Promise<void> {
    await fetch(`${this.url}/__emulator/stats`, {method: 'DELETE'});
  }

  private async stats(): Promise<{calls: ServiceCalls; timeline: CallTiming[]}> {
    const stats = (await (await fetch(`${this.url}/__emulator/stats`)).json()) as {
      services: Record<string, {requests: number}>;
      calls: CallTiming[];
    };
    return {
      calls: Object.fromEntries(Object.entries(stats.services).map(([name, {requests}]) => [name, requests])),
      timeline: stats.calls,
    };
  }

  /**
   * Times `run` and counts the calls it caused, including those made after its response
   * (`waitUntil`): counted once no new call has arrived for a while.
   */
  async measure(latency: number, run: () => Promise<void>): Promise<Measured> {
    await this.resetCalls();
    const started = performance.now();
    await run();
    const ms = performance.now() - started;
    // The emulator runs on this machine: its clock is this one's.
    const finishedAt = Date.now();
    let {calls, timeline} = await this.stats();
    for (;;) {
      await new Promise((done) => setTimeout(done, 250 + latency));
      const later = await this.stats();
      if (total(later.calls) === total(calls)) {
        return {ms, calls, chain: longestChain(timeline.filter((call) => call.answeredAt <= finishedAt))};
      }
      ({calls, timeline} = later);
    }
  }
}

/** The most calls in one chain where each was made after the one before it had been answered. */
function longestChain(timeline: readonly CallTiming[]): number {
  const calls = [...timeline].sort((a, b) => a.startedAt - b.startedAt);
  const chain: number[] = [];
  calls.forEach((call, index) => {
    let before = 0;
    for (let earlier = 0; earlier < index; earlier++) {
      if (calls[earlier].answeredAt <= call.startedAt) before = Math.max(before, chain[earlier]);
    }
    chain.push(before + 1);
  });
  return Math.max(0, ...chain);
}

const total = (calls: ServiceCalls) => Object.values(calls).reduce((sum, count) => sum + count, 0);

/**
 * Median figures from paired samples: each sample ran once at `latency` and once without.
 */
export function waited(
  latency: number,
  samples: ReadonlyArray<{slow: Measured; fast: {ms: number}}>,
): Waited {
  return {
    calls: samples[0].slow.calls,
    chain: percentile(
      samples.map(({slow}) => slow.chain),
      50,
    ),
    ms: percentile(
      samples.map(({slow}) => slow.ms),
      50,
    ),
    roundTrips: percentile(
      samples.map(({slow, fast}) => Math.max(0, (slow.ms - fast.ms) / latency)),
      50,
    ),
  };
}

/** `storefront 3, search 1, content 0` etc.: the services the bench names first, then others. */
export function callsText(calls: ServiceCalls): string {
  const named = ['storefront', 'search', 'content', 'personalisation'];
  const others = Object.keys(calls)
    .filter((name) => !named.includes(name) && calls[name] > 0)
    .sort();
  return [...named, ...others].map((name) => `${shortName(name)} ${calls[name] ?? 0}`).join(', ');
}

const shortName = (service: string) => (service === 'personalisation' ? 'personal.' : service);

export function waitedText({roundTrips, ms, chain}: Waited): string {
  return `${roundTrips.toFixed(1)} (${ms.toFixed(0)} ms; ${chain} by calls)`;
}
