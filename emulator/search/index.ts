/**
 * The search service: Algolia's search and Insights REST APIs over the seeded catalogue.
 * Everything Algolia serves under `/1/…` is answered here; see README.md.
 */
import {getCatalogue} from '../seed/index';
import type {EmulatorService} from '../service';
import {InsightsStore} from './insights';
import {catalogueRegistry} from './market-indices';
import type {IndexRegistry} from './registry';
import {handleSearchRequest} from './routes';

export interface SearchServiceOptions {
  seed?: number;
}

export function createSearchService(opts: SearchServiceOptions = {}): EmulatorService {
  const seed = opts.seed ?? 1;
  let registry: IndexRegistry | undefined;
  const insights = new InsightsStore();
  const context = {
    registry: () => (registry ??= catalogueRegistry(getCatalogue(seed))),
    insights,
  };
  return {
    name: 'search',
    matches: (url) => url.pathname === '/1' || url.pathname.startsWith('/1/'),
    handle: (request) => handleSearchRequest(context, request),
    snapshot: () => ({events: insights.list()}),
    restore: (data) => insights.restore(data),
    reset: () => insights.clear(),
  };
}

export {STORE_SEARCH_FILTER} from './market-indices';
