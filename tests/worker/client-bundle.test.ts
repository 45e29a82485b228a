import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {en} from '../../app/lib/i18n/messages/en';
import {fr} from '../../app/lib/i18n/messages/fr';
import {bundleBreakdown} from '../../scripts/bundle-breakdown';
import {emulatorEnv} from '../../scripts/local-env';

const SERVER_ONLY_VARIABLES = [
  'PRIVATE_STOREFRONT_API_TOKEN',
  'SESSION_SECRET',
  'MULTIPASS_SECRET',
  'KLAVIYO_PRIVATE_KEY',
  'RECAPTCHA_API_KEY',
  'CONTENTFUL_PREVIEW_TOKEN',
  'CONTENTFUL_DELIVERY_TOKEN',
];

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the browser bundle (dist/client)', () => {
  const files = existsSync('dist/client') ? filesUnder('dist/client') : [];

  it('exists', () => {
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  });

  it('names no server-only variable and holds none of their local values', () => {
    const secretValues = SERVER_ONLY_VARIABLES.map((name) => emulatorEnv('http://127.0.0.1:1')[name]).filter(
      Boolean,
    );
    const leaks: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const needle of [...SERVER_ONLY_VARIABLES, ...secretValues]) {
        if (text.includes(needle)) leaks.push(`${file}: ${needle}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('carries no customer-account or Multipass server code: tokens and passwords stay on the server', () => {
    // Names that only server code uses: the session key of the access token, the token's
    // GraphQL fields, Multipass token making, and the seeded password.
    const needles = ['customerAccessToken', 'createMultipassToken', 'AES-CBC', 'password123'];
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return needles.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`);
    });
    expect(found).toEqual([]);
  });
});

describe('the worker bundle (dist/server)', () => {
  // Its entry and every chunk it loads, at start or when a request needs one.
  const worker = existsSync('dist/server/index.js')
    ? [
        'dist/server/index.js',
        ...readdirSync('dist/server/assets')
          .filter((name) => name.endsWith('.js'))
          .map((name) => `dist/server/assets/${name}`),
      ]
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n')
    : '';

  it('leaves out code only the browser runs: dialogs, drawers, the search overlay and their libraries', () => {
    expect(worker).toContain('renderToReadableStream');
    // Headless UI (every dialog and drawer) names its elements' ids after itself; the search
    // overlay's Autocomplete is made with createAutocomplete. Neither is rendered on the server.
    const found = ['headlessui', 'createAutocomplete', '__emulator'].filter((needle) =>
      worker.includes(needle),
    );
    expect(found).toEqual([]);
  });

  it('loads at start what any request may need; other languages’ texts and the HTML sanitiser when a request needs them', () => {
    const breakdown = bundleBreakdown('dist/server');
    expect(breakdown).not.toBeNull();
    const read = (files: Array<{path: string}>) =>
      files.map((file) => readFileSync(join('dist/server', file.path), 'utf8')).join('\n');
    const atStart = read(breakdown!.entry);
    const onDemand = read(breakdown!.chunks);
    expect(atStart).toContain(en.common.skipToContent);
    expect(atStart).not.toContain(fr.common.skipToContent);
    expect(onDemand).toContain(fr.common.skipToContent);
    // One of the HTML parser's error codes.
    expect(atStart).not.toContain('abrupt-closing-of-empty-comment');
    expect(onDemand).toContain('abrupt-closing-of-empty-comment');
  });
});
