import {describe, expect, it, vi} from 'vitest';
import {loadMany, loadOne} from './load-content';

const response = (items: unknown[]) => ({total: items.length, items});
const raw = (id: string, fields: Record<string, unknown>) => ({
  sys: {id, type: 'Entry', contentType: {sys: {id: 'gated_tags'}}},
  fields,
});

describe('loadOne', () => {
  it('asks for the newest entry and maps it', async () => {
    const getEntries = vi.fn(async () => response([raw('a', {title: 'A'})]));
    const report = vi.fn();
    const result = await loadOne({getEntries}, 'search', (entry) => entry.fields.title, {
      locale: 'en-us',
      report,
    });
    expect(result).toBe('A');
    expect(getEntries).toHaveBeenCalledWith(expect.objectContaining({order: '-sys.updatedAt', limit: 1}));
    expect(report).not.toHaveBeenCalled();
  });

  it('reports CMS-MAP-xxx and returns null when the mapper throws', async () => {
    const report = vi.fn();
    const failure = new Error('bad shape');
    const result = await loadOne(
      {getEntries: async () => response([raw('a', {})])},
      'address_countries',
      () => {
        throw failure;
      },
      {locale: 'en-us', report},
    );
    expect(result).toBeNull();
    expect(report).toHaveBeenCalledWith('CMS-MAP-008', failure);
  });

  it('returns null without a report when there is no entry', async () => {
    const report = vi.fn();
    expect(
      await loadOne({getEntries: async () => response([])}, 'banner', () => 1, {locale: 'en-us', report}),
    ).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('reports what a mapper flags while still returning its result', async () => {
    const report = vi.fn();
    const result = await loadOne(
      {getEntries: async () => response([raw('a', {})])},
      'header',
      (_entry, ctx) => {
        ctx.warn(new Error('unknown value'));
        return 'mapped';
      },
      {locale: 'en-us', report},
    );
    expect(result).toBe('mapped');
    expect(report).toHaveBeenCalledWith('CMS-MAP-002', new Error('unknown value'));
  });
});

describe('loadMany', () => {
  it('leaves out entries that fail to map and reports each', async () => {
    const report = vi.fn();
    const result = await loadMany(
      {getEntries: async () => response([raw('a', {tag: 'x'}), raw('b', {}), raw('c', {tag: 'z'})])},
      'gated_tags',
      (entry) => {
        if (!entry.fields.tag) throw new Error(`${entry.id} has no tag`);
        return entry.fields.tag;
      },
      {locale: 'en-us', report},
    );
    expect(result).toEqual(['x', 'z']);
    expect(report).toHaveBeenCalledWith('CMS-MAP-012', new Error('b has no tag'));
  });

  it('returns null when the fetch fails', async () => {
    const report = vi.fn();
    const result = await loadMany(
      {getEntries: async () => Promise.reject(new Error('down'))},
      'gated_tags',
      () => 1,
      {
        locale: 'en-us',
        report,
        retry: {retries: 0},
      },
    );
    expect(result).toBeNull();
    expect(report).toHaveBeenCalledWith('CMS-GET-012', expect.objectContaining({message: 'down'}));
  });
});
