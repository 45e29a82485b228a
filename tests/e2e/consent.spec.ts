import type {BrowserContext, Page} from '@playwright/test';
import {baseTest as test, expect} from './support/test';
import {skipCountryDialog} from './support/footer-consent';

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === 'alderline_consent');
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

const banner = (page: Page) => page.getByRole('region', {name: 'Cookie consent'});
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Cookie preferences'});

test.beforeEach(async ({context, baseURL}) => {
  await skipCountryDialog(context, baseURL);
});

test.describe('cookie consent', () => {
  test('accepting all hides the banner for good and grants every category', async ({page, context}) => {
    await page.goto('/en-gb');
    await banner(page).getByRole('button', {name: 'Accept all'}).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCookie(context)).toContain('groups=C0001:1,C0002:1,C0003:1,C0004:1,C0005:1');
    expect(await page.evaluate(() => localStorage.getItem('alderline:consent'))).toContain('C0004:1');

    await page.reload();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
  });

  test('rejecting keeps only strictly necessary, and the choice survives a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/en-gb');
    await banner(page).getByRole('button', {name: 'Reject optional'}).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCookie(context)).toContain('groups=C0001:1,C0002:0,C0003:0,C0004:0,C0005:0');

    await page.reload();
    await page.getByRole('button', {name: 'Cookie preferences'}).click();
    await expect(dialog(page).getByRole('switch', {name: 'Analytics'})).not.toBeChecked();
    await expect(dialog(page).getByRole('switch', {name: 'Strictly necessary'})).toBeChecked();
    await expect(dialog(page).getByRole('switch', {name: 'Strictly necessary'})).toBeDisabled();
    await expect(banner(page)).toHaveCount(0);
  });

  test('the preferences dialog works by keyboard alone', async ({page, context}) => {
    await page.goto('/en-gb');
    const preferences = banner(page).getByRole('button', {name: 'Preferences'});
    await preferences.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();

    // Escape closes without deciding; focus goes back to where it was.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(preferences).toBeFocused();
    await expect(banner(page)).toBeVisible();

    await page.keyboard.press('Enter');
    const analytics = dialog(page).getByRole('switch', {name: 'Analytics'});
    await expect(analytics).not.toBeChecked();
    await tabUntilFocused(page, analytics);
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await tabUntilFocused(page, dialog(page).getByRole('button', {name: 'Save preferences'}));
    await page.keyboard.press('Enter');

    await expect(dialog(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCookie(context)).toContain('groups=C0001:1,C0002:1,C0003:0,C0004:0,C0005:0');
  });

  test('outside Europe everything starts granted until the shopper says otherwise', async ({page}) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', {name: 'Preferences'}).click();
    for (const name of ['Analytics', 'Functionality', 'Advertising', 'Social media']) {
      await expect(dialog(page).getByRole('switch', {name})).toBeChecked();
    }
  });

  test('speaks the market language, right to left in Arabic', async ({page}) => {
    await page.goto('/ar-ae');
    const arabicBanner = page.getByRole('region', {name: 'الموافقة على ملفات تعريف الارتباط'});
    await expect(arabicBanner.getByRole('button', {name: 'قبول الكل'})).toBeVisible();
    await expect(arabicBanner).toHaveCSS('direction', 'rtl');
  });
});

/** Presses Tab until `target` has focus (at most 20 times); focus must stay inside the dialog. */
async function tabUntilFocused(page: Page, target: ReturnType<Page['locator']>) {
  for (let presses = 0; presses < 20; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  throw new Error('The target never received focus');
}
