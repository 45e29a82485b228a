import {createClient, type ContentfulClientApi, type CreateClientParams} from 'contentful';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CONTENT_EMULATOR_DEFAULTS} from './defaults';
import {startContentEmulator, type RunningContentEmulator} from './test-server';

// The real SDK against the emulator: the request paths, query encoding and response shapes it
// relies on must match Contentful's.
let emulator: RunningContentEmulator;
let delivery: ContentfulClientApi<undefined>;
let preview: ContentfulClientApi<undefined>;

const FETCH_ADAPTER = 'fetch' as unknown as CreateClientParams['adapter'];

function client(options: Partial<CreateClientParams>): ContentfulClientApi<undefined> {
  return createClient({
    space: CONTENT_EMULATOR_DEFAULTS.space,
    environment: CONTENT_EMULATOR_DEFAULTS.environment,
    accessToken: CONTENT_EMULATOR_DEFAULTS.deliveryToken,
    host: emulator.host,
    insecure: true,
    adapter: FETCH_ADAPTER,
    retryOnError: false,
    ...options,
  });
}

beforeAll(async () => {
  emulator = await startContentEmulator();
  delivery = client({});
  preview = client({
    accessToken: CONTENT_EMULATOR_DEFAULTS.previewToken,
    basePath: CONTENT_EMULATOR_DEFAULTS.previewBasePath,
  });
});

afterAll(() => emulator.close());

describe('contentful.js against the content emulator', () => {
  it('gets entries by content type and locale, with fallback', async () => {
    const gb = await delivery.getEntries({content_type: 'header', locale: 'en-gb'});
    expect(gb.total).toBe(1);
    expect(gb.items[0].fields.cartButtonLabel).toBe('Bag');
    expect(gb.items[0].fields.searchButtonLabel).toBe('Search');
    const ar = await delivery.getEntries({content_type: 'header', locale: 'ar-ae'});
    expect(ar.items[0].fields.cartButtonLabel).toBe('سلة التسوق');
  });

  it('resolves included links into the fields', async () => {
    const response = await delivery.getEntries({content_type: 'footer', locale: 'de-de', include: 2});
    const columns = response.items[0].fields.menuColumns as Array<{
      fields: {title: string; links: Array<{fields: {title: string; href: string}}>};
    }>;
    expect(columns.map((column) => column.fields.title)).toEqual(['Shop', 'Hilfe', 'Über uns']);
    expect(columns[0].fields.links[0].fields).toMatchObject({title: 'Damen', href: '/collections/women'});
  });

  it('resolves assets with URLs on the emulator host', async () => {
    const response = await delivery.getEntries({content_type: 'hero', 'fields.uid': 'home-hero', include: 2});
    const desktop = response.items[0].fields.desktop as {fields: {image: {fields: {file: {url: string}}}}};
    expect(desktop.fields.image.fields.file.url).toBe(`//${emulator.host}/images/home-hero-desktop.svg`);
  });

  it('finds an entry by sys.id and with getEntry', async () => {
    const bySysId = await delivery.getEntries({'sys.id': 'siteVariables'});
    expect(bySysId.items.map((entry) => entry.sys.id)).toEqual(['siteVariables']);
    const entry = await delivery.getEntry('countrySwitcher', {locale: 'ja-jp'});
    expect(entry.fields.title).toBe('国・地域を選択');
  });

  it('reads every locale with withAllLocales', async () => {
    const response = await delivery.withAllLocales.getEntries({content_type: 'search'});
    const placeholder = response.items[0].fields.placeholder as Record<string, string>;
    expect(placeholder['zh-hk']).toBe('搜尋 Alderline');
    expect(placeholder['zh-sg']).toBe('搜索 Alderline');
  });

  it('shows drafts only through the Preview API', async () => {
    const published = await delivery.getEntries({content_type: 'banner_message'});
    const withDrafts = await preview.getEntries({content_type: 'banner_message'});
    expect(published.items.map((entry) => entry.sys.id)).not.toContain('bannerMessageSpringSale');
    expect(withDrafts.items.map((entry) => entry.sys.id)).toContain('bannerMessageSpringSale');
    await expect(delivery.getEntry('bannerMessageSpringSale')).rejects.toThrow();
  });

  it('reads the space and its locales', async () => {
    const space = await delivery.getSpace();
    expect(space.name).toBe('Alderline');
    const locales = await delivery.getLocales();
    expect(locales.items.map((locale) => locale.code)).toContain('pt-pt');
  });

  it('surfaces Contentful errors by name', async () => {
    await expect(delivery.getEntries({content_type: 'missing_type'})).rejects.toMatchObject({
      name: 'InvalidQuery',
    });
    await expect(delivery.getEntries({locale: 'xx-xx'})).rejects.toMatchObject({name: 'BadRequest'});
    const noToken = await fetch(`http://${emulator.host}/spaces/alderline/environments/master/entries`);
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({sys: {type: 'Error', id: 'AccessTokenInvalid'}});
  });
});
