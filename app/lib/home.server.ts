import type {Page} from '@cms/mappers/page';
import {loadContentPage} from './content-page.server';

const HOME_PAGE_SLUG = 'home';

/**
 * The home page's content blocks to show now (display on, events not over) in the market's
 * locale, or null when content has none or is unavailable (the page then shows its built-in hero).
 */
export async function loadHomePage(context: Parameters<typeof loadContentPage>[0]): Promise<Page | null> {
  const result = await loadContentPage(context, HOME_PAGE_SLUG);
  return result.status === 'found' ? result.page : null;
}
