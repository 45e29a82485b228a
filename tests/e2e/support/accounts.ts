import {expect, type Page} from '@playwright/test';
import {baseTest} from './test';

/**
 * The account system a journey runs against: the classic accounts (our sign-in form) or
 * Shopify's current customer accounts (Shopify's hosted sign-in page, here the emulator's at
 * https://shopify.com). The `current-accounts` project sets it; journeys tagged
 * `@both-account-systems` run in both projects.
 */
export type AccountSystem = 'classic' | 'current';
export interface AccountSystemOption {
  accountSystem: AccountSystem;
}

export const BOTH_SYSTEMS = {tag: '@both-account-systems'};

export const accountTest = baseTest.extend<AccountSystemOption>({
  accountSystem: ['classic', {option: true}],
});

const PASSWORD = 'password123';
const main = (page: Page) => page.getByRole('main');
const HOSTED_SIGN_IN = /^https:\/\/shopify\.com\/authentication\/\d+\/oauth\/authorize\?/;

/** Expects the sign-in page a guest is sent to, coming back to `returnTo` afterwards. */
export async function expectSignInPage(page: Page, system: AccountSystem, returnTo: string): Promise<void> {
  if (system === 'classic') {
    await expect(page).toHaveURL(
      new RegExp(
        `/account/login\\?returnTo=${encodeURIComponent(returnTo).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      ),
    );
    return;
  }
  await expect(page).toHaveURL(HOSTED_SIGN_IN);
  await expect(main(page).getByRole('heading', {name: 'Sign in to Alderline'})).toBeVisible();
}

/** Signs in on the sign-in page the browser shows: ours, or Shopify's hosted one. */
export async function completeSignIn(
  page: Page,
  system: AccountSystem,
  email: string,
  password = PASSWORD,
): Promise<void> {
  if (system === 'classic') {
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByLabel('Password', {exact: true}).fill(password);
    await main(page).getByRole('button', {name: 'Sign in'}).click();
    return;
  }
  await expect(page).toHaveURL(HOSTED_SIGN_IN);
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', {name: 'Continue'}).click();
}

/** Signs in from the store's sign-in link and lands on the dashboard. */
export async function signInAs(page: Page, system: AccountSystem, email: string): Promise<void> {
  await page.goto('/account/login');
  await completeSignIn(page, system, email);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}
