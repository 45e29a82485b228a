import type {Page} from '@playwright/test';
import {baseTest as test, expect, scrollToSection} from './support/test';
import {setEmulatorFault, skipCountryDialog, withConsentDecided} from './support/footer-consent';
import {emulatorUrl} from './support/stack';

/** Server answers can take a while on a cold dev server (routes compile on first use). */
const SERVER_ANSWER = {timeout: 15_000};

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

async function subscriptionsFor(email: string): Promise<Array<{email: string; listId: string}>> {
  const response = await fetch(`${emulatorUrl()}/klaviyo/__subscriptions?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as {subscriptions: Array<{email: string; listId: string}>}).subscriptions;
}

/** How many captcha assessments the emulator has answered. */
async function assessmentCount(): Promise<number> {
  const stats = (await (await fetch(`${emulatorUrl()}/__emulator/stats`)).json()) as {
    services: {captcha?: {operations?: Record<string, number>}};
  };
  return stats.services.captcha?.operations?.['assessments.create'] ?? 0;
}

const newsletter = (page: Page) => page.locator('#newsletter');

/**
 * Opens a page, scrolls to the footer as a shopper would (its code loads as it comes into
 * view) and waits until the sign-up runs on script (before that it posts itself). The home
 * page's personalised lists arrive when the browser is idle, above the footer: on a busy
 * machine that is after the scroll, and they push the footer out of view before its code has
 * loaded. The shopper then scrolls down to it again, and so does this.
 */
async function openWithScript(page: Page, path: string) {
  await page.goto(path);
  await expect(async () => {
    await scrollToSection(newsletter(page));
    await expect(newsletter(page).locator('form[data-enhanced]')).toBeAttached({timeout: 2000});
  }).toPass({timeout: 15_000});
}

test.beforeEach(async ({context, baseURL}) => {
  await skipCountryDialog(context, baseURL);
  await withConsentDecided(context, baseURL);
});

test.describe('footer', () => {
  test('shows content per market, with site links that keep the market', async ({page}) => {
    await page.goto('/fr-fr');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('heading', {name: 'Inscrivez-vous'})).toBeVisible();
    const nav = footer.getByRole('navigation', {name: 'Pied de page'});
    await expect(nav.getByRole('link').first()).toHaveAttribute('href', /^\/fr-fr\//);
    await expect(footer.getByRole('button', {name: 'Préférences cookies'})).toBeVisible();
  });

  test('reads right to left in Arabic', async ({page}) => {
    await page.goto('/ar-ae');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const form = newsletter(page);
    const input = form.getByRole('textbox');
    const button = form.getByRole('button');
    // The button sits at the inline end: to the left of the field in Arabic.
    const [inputBox, buttonBox] = [await input.boundingBox(), await button.boundingBox()];
    expect(buttonBox!.x).toBeLessThan(inputBox!.x);
  });
});

test.describe('newsletter sign-up', () => {
  test('subscribes, shows the success header and the e-mail platform records it', async ({page}) => {
    const email = uniqueEmail('success');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/recaptcha/')) scripts.push(request.url());
    });
    await openWithScript(page, '/');
    const form = newsletter(page);
    await form.getByLabel('Email address').fill(email);
    const assessmentsBefore = await assessmentCount();
    await form.getByRole('button', {name: 'Sign up'}).click();
    await expect(form.getByTestId('newsletter-success')).toContainText(
      'Thank you for joining!',
      SERVER_ANSWER,
    );
    await expect(form.getByLabel('Email address')).toHaveCount(0);
    await expect.poll(() => subscriptionsFor(email)).toEqual([expect.objectContaining({email})]);
    // The bypass flag is on by default: no captcha script, no assessment.
    expect(scripts).toEqual([]);
    expect(await assessmentCount()).toBe(assessmentsBefore);
  });

  test('shows the content messages for a missing or invalid e-mail without calling the server', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/klaviyo/subscribe'))
        posts.push(request.url());
    });
    await openWithScript(page, '/');
    const form = newsletter(page);
    const input = form.getByLabel('Email address');
    await form.getByRole('button', {name: 'Sign up'}).click();
    await expect(form.getByTestId('newsletter-error')).toHaveText('Please enter your email address.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeFocused();

    await input.fill('not-an-email');
    await input.press('Enter');
    await expect(form.getByTestId('newsletter-error')).toHaveText('Please enter a valid email address.');
    await expect(form.getByTestId('newsletter-error')).toHaveAttribute('aria-live', 'polite');
    expect(posts).toEqual([]);
  });

  test('runs the captcha when the bypass flag is off, and the sign-up goes through', async ({page}) => {
    const email = uniqueEmail('captcha-ok');
    await openWithScript(page, '/?ff.recaptcha.bypassAssessment=0');
    const form = newsletter(page);
    const script = page.waitForRequest(/\/recaptcha\/enterprise\.js/);
    await form.getByLabel('Email address').fill(email);
    await script;
    const assessmentsBefore = await assessmentCount();
    await form.getByRole('button', {name: 'Sign up'}).click();
    await expect(form.getByTestId('newsletter-success')).toContainText(
      'Thank you for joining!',
      SERVER_ANSWER,
    );
    await expect.poll(() => subscriptionsFor(email)).toHaveLength(1);
    expect(await assessmentCount()).toBe(assessmentsBefore + 1);
  });

  test('shows the returned message as a captcha error when the assessment fails', async ({page}) => {
    const email = uniqueEmail('captcha-bad');
    // A captcha whose tokens the assessment calls expired.
    await page.route(/\/recaptcha\/enterprise\.js/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.grecaptcha = {enterprise: {ready: (cb) => setTimeout(cb, 0), execute: () => Promise.resolve('expired-token')}};`,
      }),
    );
    await openWithScript(page, '/?ff.recaptcha.bypassAssessment=0');
    const form = newsletter(page);
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', {name: 'Sign up'}).click();
    await expect(form.getByTestId('newsletter-captcha-error')).toHaveText(
      'The captcha check expired. Please try again.',
      SERVER_ANSWER,
    );
    expect(await subscriptionsFor(email)).toEqual([]);
  });

  test('says so when the captcha script cannot load', async ({page}) => {
    await page.route(/\/recaptcha\/enterprise\.js/, (route) => route.abort());
    await openWithScript(page, '/?ff.recaptcha.bypassAssessment=0');
    const form = newsletter(page);
    await form.getByLabel('Email address').fill(uniqueEmail('no-script'));
    await form.getByRole('button', {name: 'Sign up'}).click();
    await expect(form.getByTestId('newsletter-captcha-error')).toHaveText('Failed to load reCaptcha script');
  });

  test('shows a pending button, then a message, when the e-mail platform is down', async ({page}) => {
    test.setTimeout(60_000);
    await setEmulatorFault('email', {errorRate: 1});
    try {
      await openWithScript(page, '/');
      const form = newsletter(page);
      await form.getByLabel('Email address').fill(uniqueEmail('down'));
      await form.getByRole('button', {name: 'Sign up'}).click();
      await expect(form.getByRole('button', {name: 'Signing up…'})).toBeDisabled();
      await expect(form.getByTestId('newsletter-error')).toHaveText(
        'We couldn’t sign you up right now. Please try again in a moment.',
        {timeout: 30_000},
      );
      await expect(form.getByRole('button', {name: 'Sign up'})).toBeEnabled();
    } finally {
      await setEmulatorFault('email', null);
    }
  });
});

test.describe('newsletter sign-up without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('posts the form, comes back to the same page and shows the result', async ({page}) => {
    const email = uniqueEmail('no-js');
    await page.goto('/en-gb');
    const form = newsletter(page);
    await form.getByLabel('Email address').fill('nope');
    await form.getByRole('button', {name: 'Sign up'}).click();
    await expect(page).toHaveURL(/\/en-gb\?newsletter=invalid-email#newsletter$/);
    await expect(newsletter(page).getByTestId('newsletter-error')).toHaveText(
      'Please enter a valid email address.',
    );

    await newsletter(page).getByLabel('Email address').fill(email);
    await newsletter(page).getByRole('button', {name: 'Sign up'}).click();
    await expect(page).toHaveURL(/\/en-gb\?newsletter=subscribed#newsletter$/);
    await expect(newsletter(page).getByTestId('newsletter-success')).toContainText('Thank you for joining!');
    expect(await subscriptionsFor(email)).toHaveLength(1);
  });
});
