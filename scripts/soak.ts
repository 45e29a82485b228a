/**
 * `npm run bench -- --soak` (and `--limits`): the worker under hostile and sustained load.
 * Nothing here asserts; it prints the figures the hardening goals are judged by.
 *
 * - limits: one 100 KB path answered 414 beside one home page request (p50 of 20 pairs, against
 *   the home page alone), then 1,000 of them, 16 at a time, with a home page request beside them;
 * - soak: 50 connections for `--soak-minutes` (5) over home, product, search and a 404, with
 *   the workerd process's memory (RSS) before, after each minute, and req/s per minute.
 *
 * Figures on a shared machine are noisy: compare runs made back to back.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {request} from 'node:http';
import autocannon from 'autocannon';
import {percentile} from './stats';

export async function printLimits(origin: string): Promise<void> {
  const huge = '/a'.repeat(50 * 1024);
  for (let warm = 0; warm < 5; warm++) await timeGet(origin, '/');
  const pairs = {alone: [] as number[], beside: [] as number[], limit: [] as number[]};
  for (let pair = 0; pair < 20; pair++) {
    pairs.alone.push((await timeGet(origin, '/')).ms);
    const [home, limit] = await Promise.all([timeGet(origin, '/'), timeGet(origin, huge)]);
    pairs.beside.push(home.ms);
    pairs.limit.push(limit.ms);
  }
  const alone = await timeGet(origin, '/');
  const homeBeside = timeGet(origin, '/');
  const timings: number[] = [];
  const statuses = new Set<number>();
  for (let round = 0; round < 1000 / 16; round++) {
    const batch = await Promise.all(Array.from({length: 16}, () => timeGet(origin, huge)));
    for (const {ms, status} of batch) {
      timings.push(ms);
      statuses.add(status);
    }
  }
  const beside = await homeBeside;
  const after = await timeGet(origin, '/');
  console.log('\nRequest limits');
  console.log(
    `  one 100 KB path beside one home request (p50 of 20): 414 in ${percentile(pairs.limit, 50).toFixed(1)} ms; home ${percentile(pairs.beside, 50).toFixed(1)} ms beside it, ${percentile(pairs.alone, 50).toFixed(1)} ms alone`,
  );
  console.log(`  100 KB path × ${timings.length}: statuses ${[...statuses].join(', ')}`);
  console.log(
    `  414 time p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms`,
  );
  console.log(
    `  home alone ${alone.ms.toFixed(0)} ms (${alone.status}); beside the flood ${beside.ms.toFixed(0)} ms (${beside.status}); after ${after.ms.toFixed(0)} ms (${after.status})`,
  );
}

export async function printSoak(origin: string, paths: string[], minutes: number): Promise<void> {
  const workerd = workerdPids();
  const rssBefore = rssMb(workerd);
  const perMinute: Array<{rps: number; rssMb: number; errors: number; non2xx: number}> = [];
  for (let minute = 1; minute <= minutes; minute++) {
    const result = await autocannon({
      url: origin,
      connections: 50,
      duration: 60,
      requests: paths.map((path) => ({method: 'GET', path})),
    });
    perMinute.push({
      rps: result.requests.average,
      rssMb: rssMb(workerd),
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
    const last = perMinute.at(-1)!;
    console.log(
      `  minute ${minute}: ${last.rps.toFixed(1)} req/s, workerd RSS ${last.rssMb.toFixed(0)} MB, ${last.errors} errors, ${last.non2xx} non-2xx`,
    );
  }
  const first = perMinute[0];
  const last = perMinute.at(-1)!;
  console.log('\nSoak (50 connections)');
  console.log(`  paths: ${paths.join(' ')}`);
  console.log(
    `  workerd RSS: before ${rssBefore.toFixed(0)} MB, after 1 min ${first.rssMb.toFixed(0)} MB, after ${minutes} min ${last.rssMb.toFixed(0)} MB`,
  );
  console.log(
    `  memory after ${minutes} min vs after 1 min: ${signed((last.rssMb / first.rssMb - 1) * 100)} % (goal: within 20 %)`,
  );
  console.log(
    `  req/s last minute vs first: ${((last.rps / first.rps) * 100).toFixed(0)} % (goal: at least 90 %)`,
  );
}

function timeGet(origin: string, path: string): Promise<{ms: number; status: number}> {
  const {hostname, port} = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request({hostname, port, path, agent: false}, (response) => {
      response.resume();
      response.on('end', () => resolve({ms: performance.now() - started, status: response.statusCode ?? 0}));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The workerd processes started below this one (MiniOxygen runs the worker in one). */
function workerdPids(): number[] {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      names.set(pid, stat.slice(stat.indexOf('(') + 1, close));
      parents.set(pid, Number(stat.slice(close + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const isMine = (pid: number): boolean => {
    for (let current = parents.get(pid); current; current = parents.get(current)) {
      if (current === process.pid) return true;
    }
    return false;
  };
  return [...names].filter(([pid, name]) => name.includes('workerd') && isMine(pid)).map(([pid]) => pid);
}

function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return kb / 1024;
}

function signed(value: number): string {
  return `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;
}
