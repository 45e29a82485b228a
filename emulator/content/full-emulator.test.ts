import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createContentClients, loadLayoutContent, type ContentClients} from '../../cms';
import {startEmulator, type RunningEmulator} from '../index';
import {CONTENT_EMULATOR_DEFAULTS} from './defaults';

// The content service inside the real emulator server: routing next to the other services, the
// images its assets point at, and graceful degradation when the content service faults.
let emulator: RunningEmulator;
let clients: ContentClients;

beforeAll(async () => {
  emulator = await startEmulator({port: 0, dataDir: false, quiet: true});
  clients = createContentClients({...CONTENT_EMULATOR_DEFAULTS, host: new URL(emulator.url).host});
});

afterAll(() => emulator?.close());

const setFaults = (faults: unknown) =>
  fetch(`${emulator.url}/__emulator/faults`, {
    method: 'PUT',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify(faults),
  });

describe('content in the running emulator', () => {
  it('serves layout content whose images the emulator serves too', async () => {
    expect(emulator.services).toContain('content');
    const reports: string[] = [];
    const layout = await loadLayoutContent(clients, {
      locale: 'nl-NL',
      preview: false,
      report: (code) => reports.push(code),
    });
    expect(reports).toEqual([]);
    const image = layout.header?.menuItemsV2[0].spotlights[0].image;
    expect(image?.url).toMatch(new RegExp(`^${emulator.url}/images/`));
    const response = await fetch(image!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('svg');
  });

  it('degrades to null pieces with CMS-GET codes when the content service fails', async () => {
    await setFaults({content: {errorRate: 1}});
    try {
      const reports: string[] = [];
      const layout = await loadLayoutContent(clients, {
        locale: 'en-us',
        preview: false,
        report: (code) => reports.push(code),
        retry: {retries: 2, minTimeout: 1, maxTimeout: 5},
      });
      expect(layout).toEqual({
        header: null,
        banner: null,
        footer: null,
        siteVariables: null,
        countrySwitcher: null,
      });
      expect(reports.sort()).toEqual([
        'CMS-GET-001',
        'CMS-GET-002',
        'CMS-GET-003',
        'CMS-GET-010',
        'CMS-GET-011',
      ]);
    } finally {
      await setFaults({});
    }
  });
});
