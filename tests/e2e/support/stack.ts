/**
 * The store and emulator a Playwright worker drives. Global setup starts one pair per
 * worker, because the emulator's fault switches and recorded events are global to it:
 * two spec files running side by side must never share one. A store started by hand
 * (STOREFRONT_URL, with EMULATOR_URL or EMULATOR_PORT) serves every worker.
 */
export interface Stack {
  storefront: string;
  emulator: string;
  /** The same store with Shopify's current customer accounts (Customer Account API) configured. */
  currentAccountsStorefront?: string;
  /** Chromium's rule that resolves shopify.com to the local stand-in for it (scripts/shopify-front.ts). */
  hostResolverRule?: string;
}

export const STACKS_ENV = 'ALDERLINE_E2E_STACKS';

export function stack(): Stack | undefined {
  const started = process.env[STACKS_ENV];
  if (started) {
    const stacks = JSON.parse(started) as Stack[];
    // Unset in the runner process, which reads the config but runs no test.
    const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
    return stacks[slot % stacks.length];
  }
  if (!process.env.STOREFRONT_URL) return undefined;
  return {
    storefront: process.env.STOREFRONT_URL,
    emulator: process.env.EMULATOR_URL ?? `http://127.0.0.1:${process.env.EMULATOR_PORT ?? '4100'}`,
    ...(process.env.CURRENT_ACCOUNTS_STOREFRONT_URL
      ? {currentAccountsStorefront: process.env.CURRENT_ACCOUNTS_STOREFRONT_URL}
      : {}),
  };
}

/** The emulator behind the store under test. */
export function emulatorUrl(): string {
  const current = stack();
  if (!current) throw new Error('No store under test: global setup starts one, or set STOREFRONT_URL.');
  return current.emulator;
}
