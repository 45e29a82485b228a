import type {Page} from '@playwright/test';
import {baseTest as test, expect} from './support/test';
import {skipCountryConfirmation} from './support/shell';

/**
 * Moves the page's clock on, half a message's time at a time, until the banner shows `text`, so a rotation
 * takes no real time. The banner's code loads when the browser is idle; it rotates once it runs.
 */
async function nextMessage(page: Page, text: string | RegExp) {
  const message = page.getByTestId('promo-banner-message');
  await expect(async () => {
    await page.clock.runFor(2500);
    await expect(message).toHaveText(text, {timeout: 100});
  }).toPass();
}

test.beforeEach(async ({context, baseURL}) => {
  await skipCountryConfirmation(context, baseURL);
});

test.describe('promotional banner', () => {
  test('rotates its messages with their own colours', async ({page}) => {
    await page.clock.install();
    await page.goto('/', {waitUntil: 'networkidle'});
    const banner = page.getByTestId('promo-banner');
    const message = page.getByTestId('promo-banner-message');
    await expect(message).toHaveText(/Free shipping on orders over \$75/);
    await nextMessage(page, 'Join the Alderline Community');
    await nextMessage(page, /The new season has landed/);
    await expect(banner).toHaveCSS('background-color', 'rgb(243, 239, 230)');
    await expect(message.getByRole('link')).toHaveAttribute('href', '/collections/new');
  });

  test('keeps rotating, without the fade, for shoppers who prefer reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.clock.install();
    await page.goto('/', {waitUntil: 'networkidle'});
    await nextMessage(page, 'Join the Alderline Community');
    await expect(page.getByTestId('promo-banner-message')).not.toHaveClass(/transition/);
  });

  test('stops when the shopper pauses it', async ({page}) => {
    await page.clock.install();
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.getByRole('button', {name: 'Pause messages'}).click();
    await page.mouse.move(640, 700);
    // Several rotation intervals pass on the page's clock, none of them in real time.
    await page.clock.runFor(30_000);
    await expect(page.getByTestId('promo-banner-message')).toHaveText(/Free shipping/);
    await expect(page.getByRole('button', {name: 'Play messages'})).toBeVisible();
  });

  test('shows its links on desktop and opens the country switcher', async ({page}) => {
    await page.goto('/en-gb', {waitUntil: 'networkidle'});
    await expect(page.getByTestId('promo-banner-links').getByRole('link', {name: 'Returns'})).toBeVisible();
    await page.getByTestId('promo-banner').getByRole('button', {name: 'Change country'}).click();
    await expect(page.getByRole('dialog', {name: 'Choose your country'})).toBeVisible();
    await expect(page.getByRole('link', {name: /United Kingdom/})).toHaveAttribute('aria-current', 'true');
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

    test('shows the messages (content asks for it) but not the links', async ({page}) => {
      await page.goto('/', {waitUntil: 'networkidle'});
      await expect(page.getByTestId('promo-banner-message')).toBeVisible();
      await expect(page.getByTestId('promo-banner-links')).toBeHidden();
      await expect(page.getByTestId('promo-banner-country-button')).toBeVisible();
    });
  });
});
