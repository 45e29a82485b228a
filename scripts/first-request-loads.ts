/**
 * What a fresh worker's first request makes it load: the chunks every worker loads at start
 * (`index.js` and what it imports statically) and the chunks that request loads on demand (a
 * language's texts, the HTML sanitiser, the product list with InstantSearch: dynamic imports,
 * scripts/server-chunks.ts). Which chunks a request loaded is seen, not guessed: the bench runs a
 * copy of the build in which each chunk loaded on demand prints its name when the worker
 * evaluates it, in a fresh worker per page, and reads the runtime's log (MiniOxygen prints those
 * lines in the bench's output too). Sizes are those of the build itself.
 */
import {appendFileSync, cpSync, mkdtempSync, symlinkSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {bundleBreakdown, type BundleFile} from './bundle-breakdown';
import type {BuiltWorker} from './worker-runtime';

export interface FirstRequestLoads {
  /** Bytes loaded at start, by every fresh worker. */
  atStart: number;
  /** The chunks this request loaded on demand, in the order the worker evaluated them. */
  onDemand: BundleFile[];
}

type StartWorker = (distDir: string, runtimeLog: (line: string) => void) => Promise<BuiltWorker>;

const MARK = '[bench: chunk evaluated]';
/** After the response, how long the runtime's log must stay quiet before the count ends. */
const QUIET_MS = 300;

export class FirstRequestProbe {
  private readonly chunks: BundleFile[];
  private readonly atStart: number;
  private readonly markedDist: string;

  /** Copies `distDir`'s worker (into `scratchDir`) with every on-demand chunk marked. */
  constructor(
    distDir: string,
    scratchDir: string,
    private readonly start: StartWorker,
  ) {
    const breakdown = bundleBreakdown(join(distDir, 'server'));
    if (!breakdown) throw new Error(`${distDir}/server/index.js is missing: build first`);
    this.chunks = breakdown.chunks;
    this.atStart = breakdown.entry.reduce((total, file) => total + file.bytes, 0);
    this.markedDist = mkdtempSync(join(scratchDir, 'marked-dist-'));
    cpSync(join(distDir, 'server'), join(this.markedDist, 'server'), {recursive: true});
    symlinkSync(resolve(distDir, 'client'), join(this.markedDist, 'client'));
    for (const chunk of this.chunks) {
      appendFileSync(
        join(this.markedDist, 'server', chunk.path),
        `\nconsole.log(${JSON.stringify(`${MARK} ${chunk.path}`)});\n`,
      );
    }
  }

  /** A fresh worker's first request for `path`, and what it loaded. */
  async measure(path: string): Promise<FirstRequestLoads> {
    const evaluated: string[] = [];
    let lastLine = performance.now();
    const worker = await this.start(this.markedDist, (line) => {
      const at = line.indexOf(MARK);
      if (at < 0) return;
      lastLine = performance.now();
      const chunk = line.slice(at + MARK.length).trim();
      if (!evaluated.includes(chunk)) evaluated.push(chunk);
    });
    try {
      const response = await fetch(`${worker.url}${path}`);
      await response.text();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      const answered = performance.now();
      while (performance.now() - Math.max(answered, lastLine) < QUIET_MS) {
        await new Promise((settle) => setTimeout(settle, 50));
      }
    } finally {
      await worker.dispose();
    }
    return {
      atStart: this.atStart,
      onDemand: evaluated.flatMap((chunkPath) => this.chunks.filter((chunk) => chunk.path === chunkPath)),
    };
  }
}
