import type {EntriesClient} from './fetch-entries';
import {
  loadBanner,
  loadCountrySwitcher,
  loadFooter,
  loadHeader,
  loadSiteVariables,
  type ContentRequest,
} from './loaders';
import type {Banner} from './mappers/banner';
import type {CountrySwitcher} from './mappers/country-switcher';
import type {Footer} from './mappers/footer';
import type {Header} from './mappers/header';
import type {SiteVariables} from './mappers/site-variables';

/** The shell's content for one request; each piece is null when it could not be loaded. */
export interface LayoutContent {
  header: Header | null;
  banner: Banner | null;
  footer: Footer | null;
  siteVariables: SiteVariables | null;
  countrySwitcher: CountrySwitcher | null;
}

export interface LayoutRequest extends ContentRequest {
  /** Read drafts through the Preview API (merchandisers). */
  preview: boolean;
}

/** Header, banner, footer, site variables and country switcher, fetched in parallel. */
export async function loadLayoutContent(
  clients: {delivery: EntriesClient; preview: EntriesClient},
  request: LayoutRequest,
): Promise<LayoutContent> {
  const client = request.preview ? clients.preview : clients.delivery;
  const [header, banner, footer, siteVariables, countrySwitcher] = await Promise.all([
    loadHeader(client, request),
    loadBanner(client, request),
    loadFooter(client, request),
    loadSiteVariables(client, request),
    loadCountrySwitcher(client, request),
  ]);
  return {header, banner, footer, siteVariables, countrySwitcher};
}
