import {describe, expect, it, vi} from 'vitest';
import {fetchContentType, type EntriesClient} from './fetch-entries';

const FAST = {minTimeout: 1, maxTimeout: 2};

function contentfulError(name: string): Error {
  const error = new Error(JSON.stringify({status: 400}));
  error.name = name;
  return error;
}

const sampleResponse = {
  total: 1,
  items: [
    {
      metadata: {tags: []},
      sys: {
        id: 'banner',
        type: 'Entry',
        createdAt: '2025-01-01',
        updatedAt: '2025-01-02',
        revision: 3,
        contentType: {sys: {type: 'Link', linkType: 'ContentType', id: 'banner'}},
      },
      fields: {
        display: true,
        messages: [
          {
            sys: {id: 'm1', type: 'Entry', revision: 1, contentType: {sys: {id: 'banner_message'}}},
            fields: {linkText: 'Hello'},
          },
          {sys: {id: 'draft', type: 'Link', linkType: 'Entry'}},
        ],
      },
    },
  ],
};

describe('fetchContentType', () => {
  it('asks for the content type in the lower-case locale with filters and references', async () => {
    const getEntries = vi.fn(async () => sampleResponse);
    await fetchContentType({getEntries}, 'page', {
      locale: 'en-GB',
      include: 3,
      filters: {'fields.slug': 'home', 'sys.id[in]': ['a', 'b']},
      report: () => undefined,
    });
    expect(getEntries).toHaveBeenCalledWith({
      content_type: 'page',
      locale: 'en-gb',
      include: 3,
      'fields.slug': 'home',
      'sys.id[in]': 'a,b',
    });
  });

  it('returns entries and total with audit fields stripped and unresolved links dropped', async () => {
    const result = await fetchContentType({getEntries: async () => sampleResponse}, 'banner', {
      locale: 'en-us',
      report: () => undefined,
    });
    expect(result).toEqual({
      total: 1,
      items: [
        {
          kind: 'entry',
          id: 'banner',
          contentType: 'banner',
          fields: {
            display: true,
            messages: [{kind: 'entry', id: 'm1', contentType: 'banner_message', fields: {linkText: 'Hello'}}],
          },
        },
      ],
    });
  });

  it('retries five times, then reports CMS-GET-xxx and returns null', async () => {
    const failure = new Error('503 Service Unavailable');
    const getEntries = vi.fn(async () => {
      throw failure;
    });
    const report = vi.fn();
    const result = await fetchContentType({getEntries}, 'address_countries', {
      locale: 'en-us',
      report,
      retry: FAST,
    });
    expect(result).toBeNull();
    expect(getEntries).toHaveBeenCalledTimes(6);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('CMS-GET-008', failure);
  });

  it('succeeds when the fifth retry does', async () => {
    let calls = 0;
    const client: EntriesClient = {
      getEntries: async () => {
        calls += 1;
        if (calls <= 5) throw new Error('ECONNRESET');
        return sampleResponse;
      },
    };
    const report = vi.fn();
    const result = await fetchContentType(client, 'banner', {locale: 'en-us', report, retry: FAST});
    expect(calls).toBe(6);
    expect(result?.total).toBe(1);
    expect(report).not.toHaveBeenCalled();
  });

  it('does not retry a request Contentful rejected as invalid', async () => {
    const getEntries = vi.fn(async () => {
      throw contentfulError('InvalidQuery');
    });
    const report = vi.fn();
    expect(
      await fetchContentType({getEntries}, 'community_member_tags', {locale: 'en-us', report, retry: FAST}),
    ).toBeNull();
    expect(getEntries).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('CMS-GET-031', expect.objectContaining({name: 'InvalidQuery'}));
  });
});
