/**
 * What the worker bundle holds, from its source maps: the bytes of every JavaScript file under
 * `dist/server`, each attributed to the package (or our own folder) its source came from. The
 * bench prints the largest, and the files a fresh worker loads at start (`index.js` and what it
 * imports statically) beside those it loads only when a request first needs them (chunks
 * imported dynamically).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {dirname, join, normalize, relative} from 'node:path';
import {decode} from '@jridgewell/sourcemap-codec';

export interface BundleFile {
  /** Relative to `dist/server`. */
  path: string;
  bytes: number;
}

export interface BundleBreakdown {
  /** `index.js` and the chunks it imports statically: what a fresh worker loads at start. */
  entry: BundleFile[];
  /** Every other JavaScript file: chunks loaded when a request first needs them. */
  chunks: BundleFile[];
  /** Bytes by origin, over every file with a source map, largest first. */
  origins: Array<[string, number]>;
  /** Files without a source map (their bytes are not in `origins`). */
  unmapped: string[];
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

export function bundleBreakdown(serverDir: string): BundleBreakdown | null {
  const entryPath = join(serverDir, 'index.js');
  if (!existsSync(entryPath)) return null;
  const files = javascriptFiles(serverDir).map((path) => ({
    path: relative(serverDir, path),
    bytes: readFileSync(path).length,
  }));
  const origins = new Map<string, number>();
  const unmapped: string[] = [];
  for (const file of files) {
    const mapPath = join(serverDir, `${file.path}.map`);
    if (!existsSync(mapPath)) {
      unmapped.push(file.path);
      continue;
    }
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMap;
    addOrigins(origins, readFileSync(join(serverDir, file.path), 'utf8'), map);
  }
  const atStart = staticClosure(serverDir, 'index.js');
  return {
    entry: files.filter((file) => atStart.has(file.path)),
    chunks: files.filter((file) => !atStart.has(file.path)),
    origins: [...origins].sort((a, b) => b[1] - a[1]),
    unmapped,
  };
}

/** `from` a file and every file it imports statically (`import … from "./x.js"`), transitively. */
function staticClosure(serverDir: string, from: string): Set<string> {
  const reached = new Set<string>();
  const queue = [from];
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    if (reached.has(path)) continue;
    reached.add(path);
    const code = readFileSync(join(serverDir, path), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(normalize(join(dirname(path), match[1])));
    }
  }
  return reached;
}

function javascriptFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : javascriptFiles(path);
    return /\.m?js$/.test(entry.name) ? [path] : [];
  });
}

/** Each mapped segment's bytes (up to the next segment on its line) go to its source's origin. */
function addOrigins(origins: Map<string, number>, code: string, map: SourceMap): void {
  const lines = code.split('\n');
  const mappings = decode(map.mappings);
  const add = (origin: string, bytes: number) => origins.set(origin, (origins.get(origin) ?? 0) + bytes);
  lines.forEach((line, index) => {
    const segments = mappings[index] ?? [];
    let start = 0;
    let origin = '(no source)';
    for (const segment of segments) {
      add(origin, Buffer.byteLength(line.slice(start, segment[0])));
      start = segment[0];
      origin = segment.length > 1 ? originOf(map.sources[segment[1]!] ?? '') : '(no source)';
    }
    add(origin, Buffer.byteLength(line.slice(start)) + 1);
  });
}

/**
 * `…/node_modules/@scope/name/…` → `@scope/name`; our own sources by folder (`app/lib`,
 * `app/components`, `cms`, …), with the texts of each language apart (`texts`).
 */
function originOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = source.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const own = source.replace(/^(?:\.\.\/)+/, '');
  if (/^app\/lib\/i18n\/messages\//.test(own)) return 'texts (app/lib/i18n/messages)';
  const [top, next] = own.split('/');
  return top === 'app' && next && !next.includes('.') ? `app/${next}` : top;
}
