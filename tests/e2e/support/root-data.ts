import type {Page} from '@playwright/test';

/** The root loader's data as the hydrated browser holds it: what the server decided for this page. */
export async function rootData<T = Record<string, unknown>>(page: Page): Promise<T> {
  const handle = await page.waitForFunction(() => {
    const router = (window as unknown as {__remixRouter?: {state: {loaderData: Record<string, unknown>}}})
      .__remixRouter;
    return router?.state.loaderData.root;
  });
  return (await handle.jsonValue()) as T;
}
