import type {Page} from '@playwright/test';
import {baseTest as test, expect} from './support/test';
import {axeViolations} from './support/axe';
import {skipCountryConfirmation} from './support/shell';

test.beforeEach(async ({context, baseURL}) => {
  await skipCountryConfirmation(context, baseURL);
});

const mainNav = (page: Page) => page.getByRole('navigation', {name: 'Main'});

test.describe('desktop header', () => {
  test('opens a mega menu on hover and closes it when the pointer leaves', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const women = mainNav(page).getByRole('button', {name: 'Women'});
    // Closed panels are not in the page until first used.
    await expect(women).not.toHaveAttribute('aria-controls');

    await women.hover();
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await women.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', {name: 'Leggings', exact: true})).toBeVisible();
    // Beside a right column, menu v2 shows one spotlight.
    await expect(panel.getByTestId('mega-menu-spotlight')).toHaveCount(1);
    await expect(page.getByTestId('menu-overlay')).toHaveAttribute('data-state', 'open');

    await page.mouse.move(640, 780);
    await expect(panel).toBeHidden();
    await expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  test('works with the keyboard alone', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const women = mainNav(page).getByRole('button', {name: 'Women'});
    const panel = page.locator('#mega-menu-menu-v2-women');

    for (
      let presses = 0;
      presses < 25 && !(await women.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(women).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(women).toHaveAttribute('aria-controls', 'mega-menu-menu-v2-women');
    const links = panel.getByRole('link');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(women).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const target = await links.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(panel).toBeHidden();
  });

  test('lets the influencer item go straight to its page', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const influencer = mainNav(page).getByRole('link', {name: 'The Creator Edit'});
    await expect(influencer).toBeVisible();
    await expect(mainNav(page).getByRole('button', {name: 'The Creator Edit'})).toHaveCount(0);
  });

  test('marks Community as the current section anywhere under /blogs', async ({page}) => {
    await page.goto('/blogs/community/saturday-run-club');
    await expect(mainNav(page).getByRole('button', {name: 'Community'})).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(mainNav(page).getByRole('button', {name: 'Women'})).not.toHaveAttribute('aria-current');
  });

  test('search opens the search dialog; account goes to sign-in for guests', async ({page}) => {
    await page.goto('/en-gb', {waitUntil: 'networkidle'});
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', {name: 'Account'}).first()).toHaveAttribute(
      'href',
      '/en-gb/account/login',
    );
    await header.getByRole('button', {name: 'Search'}).first().click();
    await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
    await expect(page.getByRole('combobox', {name: 'Search products'})).toBeFocused();
  });

  for (const path of ['/', '/ar-ae']) {
    test(`has no accessibility violations in the header and banner on ${path}`, async ({page}) => {
      await page.goto(path, {waitUntil: 'networkidle'});
      expect(
        await axeViolations(page, ['[data-testid="site-header"]', '[data-testid="promo-banner"]']),
      ).toEqual([]);
    });
  }
});

test.describe('mobile header', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('goes three levels deep in the drawer and closes it on navigation', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const header = page.getByTestId('site-header');
    await expect(header).toHaveCSS('height', '56px');
    await header.getByRole('button', {name: 'Menu'}).click();

    // The drawer is the dialog the shopper sees, named by its current level's title.
    await expect(page.getByRole('dialog', {name: 'Menu'})).toBeVisible();
    const drawer = page.getByRole('dialog');
    const box = await drawer.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.height).toBeGreaterThan(500);
    await drawer.getByRole('button', {name: 'Women'}).click();
    await expect(drawer.getByRole('heading', {name: 'Women'})).toBeVisible();
    await drawer.getByRole('button', {name: 'Clothing'}).click();
    await expect(drawer.getByRole('heading', {name: 'Clothing'})).toBeVisible();

    // Focus stays in the drawer.
    for (let presses = 0; presses < 20; presses++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await drawer.getByRole('link', {name: 'Leggings', exact: true}).click();
    await expect(page).toHaveURL(/\/collections\/womens-leggings$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('hides on scrolling down and comes back on scrolling up', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const header = page.getByTestId('site-header');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await page.mouse.wheel(0, -40);
    await expect(header).not.toHaveAttribute('data-hidden');
    await expect(header).toBeInViewport();
  });

  test('stays put on product pages', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.locator('main a[href*="/products/"]').first().click();
    await expect(page).toHaveURL(/\/products\//);
    const header = page.getByTestId('site-header');
    // Scroll until the phone's add-to-bag bar shows (the main button has left the screen). React
    // has then rendered what the scroll set off, and the header would have read it well before:
    // it hides past 88 px, the button is further down. A wheel while the navigation still
    // settles is undone by its scroll to the top: scroll again.
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(page.getByTestId('sticky-add-to-bag')).toBeVisible({timeout: 1_000});
    }).toPass();
    // The header did not slide away, nor does it stick to the viewport: it stays at its place
    // in the page and scrolled off with it.
    await expect(header).not.toHaveAttribute('data-hidden');
    await expect(header).not.toBeInViewport();
  });
});
