import type {Locator, Page} from '@playwright/test';
import {expect, untilLive} from './support/test';
import {
  accountTest as test,
  BOTH_SYSTEMS,
  completeSignIn,
  expectSignInPage,
  signInAs,
  type AccountSystem,
} from './support/accounts';
import {findProduct, findProducts, onlySizeToChoose, shoppable, sizesInStock} from './support/catalogue';
import {skipCountryDialog, withConsentDecided} from './support/footer-consent';
import {axeViolations} from './support/axe';
import {dataRequests} from './support/data-requests';
import {emulatorUrl} from './support/stack';

/**
 * Customer accounts in Chromium, by role and visible text: signing up, in and out, orders,
 * the address book, password recovery through the emulator's outbox, gated and member views.
 * Journeys tagged for both account systems run again with Shopify's current customer accounts
 * (the `current-accounts` project: Shopify's hosted sign-in, the Customer Account API).
 */

const PASSWORD = 'password123';

test.beforeEach(async ({context, baseURL}) => {
  await skipCountryDialog(context, baseURL);
  await withConsentDecided(context, baseURL);
});

/** The page's own content (the footer has an e-mail field of its own). */
const main = (page: Page) => page.getByRole('main');

/** Fills in and sends the sign-in form. */
async function attemptSignIn(page: Page, email: string, password: string) {
  await page.goto('/account/login');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password', {exact: true}).fill(password);
  await main(page).getByRole('button', {name: 'Sign in'}).click();
}

async function signIn(page: Page, email: string) {
  await attemptSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

test('a new customer creates an account and lands on their dashboard, signed in', async ({page}) => {
  const email = `new.customer.${Date.now()}@alderline.test`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', {name: 'Account'}).filter({visible: true}).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await main(page).getByRole('link', {name: 'Create an account'}).click();
  await expect(main(page).getByRole('heading', {name: 'Create an account'})).toBeVisible();
  await main(page).getByLabel('First name').fill('Robin');
  await main(page).getByLabel('Last name').fill('Ashdown');
  await main(page).getByLabel('Email', {exact: true}).fill(email);
  await main(page).getByLabel('Password').fill('trail-runner-1');
  await main(page).getByRole('button', {name: 'Create account'}).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(main(page).getByRole('heading', {name: 'My account'})).toBeVisible();
  await expect(main(page).getByText('Hi, Robin Ashdown')).toBeVisible();
  await expect(main(page).getByText('You haven’t placed any orders yet.')).toBeVisible();

  // Signing up again with the same e-mail says so beside the field.
  await main(page).getByRole('button', {name: 'Sign out'}).click();
  // Signed out once the post has sent the shopper home: a page asked for sooner is still the
  // signed-in customer's (the register page sends them to their account).
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/register');
  await main(page).getByLabel('First name').fill('Robin');
  await main(page).getByLabel('Last name').fill('Again');
  await main(page).getByLabel('Email', {exact: true}).fill(email);
  await main(page).getByLabel('Password').fill('trail-runner-1');
  await main(page).getByRole('button', {name: 'Create account'}).click();
  await expect(main(page).getByLabel('Email', {exact: true})).toHaveAccessibleDescription(
    'There’s already an account with this email. Sign in or reset your password.',
  );
});

test(
  'a shopper sees their orders newest first a page at a time, opens one with tracking and signs out',
  BOTH_SYSTEMS,
  async ({page, accountSystem}) => {
    await signInAs(page, accountSystem, 'shopper@alderline.test');
    await expect(main(page).getByText('Hi, Alex Rivera')).toBeVisible();
    // The header's account link now leads to the dashboard.
    await expect(page.getByRole('banner').getByRole('link', {name: 'Account'}).first()).toHaveAttribute(
      'href',
      '/account/dashboard',
    );

    await page.getByRole('navigation', {name: 'Account'}).getByRole('link', {name: 'Orders'}).click();
    await expect(main(page).getByRole('heading', {name: 'Orders'})).toBeVisible();
    const rows = main(page)
      .getByRole('row')
      .filter({has: page.getByRole('link', {name: /^View order/})});
    // Five a page; the older ones join the list below (once the page is live: before, the link
    // loads the older page on its own).
    await expect(rows).toHaveCount(5);
    await untilLive(page);
    await main(page).getByRole('link', {name: 'Show older orders'}).click();
    await expect(rows).toHaveCount(9);
    await expect(main(page).getByRole('link', {name: 'Show older orders'})).toHaveCount(0);
    const dates = await rows
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());

    const shipped = rows.filter({hasText: 'Shipped'}).first();
    const orderName = (await shipped.getByRole('link').textContent())!;
    await shipped.getByRole('link').click();
    await expect(main(page).getByRole('heading', {name: `Order ${orderName}`})).toBeVisible();
    await expect(main(page).getByText('Carrier: UPS')).toBeVisible();
    await expect(main(page).getByRole('link', {name: /^Track package 1Z999AA1/})).toBeVisible();
    await expect(main(page).getByRole('heading', {name: 'Items'})).toBeVisible();
    await expect(
      main(page)
        .getByText(/^Quantity: \d$/)
        .first(),
    ).toBeVisible();
    await expect(main(page).getByTestId('order-total')).toHaveText(/^\$\d/);

    await page.getByRole('navigation', {name: 'Account'}).getByRole('button', {name: 'Sign out'}).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account/orders');
    await expectSignInPage(page, accountSystem, '/account/orders');
  },
);

test(
  'a shopper adds, edits, makes default and deletes an address',
  BOTH_SYSTEMS,
  async ({page, accountSystem}) => {
    await signInAs(page, accountSystem, 'shopper@alderline.test');
    await page.goto('/account/addresses');
    await expect(main(page).getByText('3 of 100 addresses')).toBeVisible();

    await main(page).getByRole('link', {name: 'Add an address'}).click();
    await main(page).getByLabel('First name').fill('Alex');
    await main(page).getByLabel('Last name').fill('Rivera');
    await main(page).getByLabel('Address', {exact: true}).fill('9 Juniper Lane');
    await main(page).getByLabel('City').fill('Portland');
    await main(page).getByLabel('State / province / region').fill('OR');
    await main(page).getByLabel('Postal code').fill('97201');
    await main(page).getByRole('button', {name: 'Save address'}).click();
    await expect(main(page).getByRole('status')).toHaveText('Address saved.');
    await expect(main(page).getByText('4 of 100 addresses')).toBeVisible();
    const card = () => main(page).getByTestId('address').filter({hasText: 'Juniper Lane'});
    await expect(card()).toContainText('Portland');

    await card().getByRole('link', {name: 'Edit'}).click();
    await expect(main(page).getByRole('heading', {name: 'Edit address'})).toBeVisible();
    await main(page).getByLabel('City').fill('Salem');
    await main(page).getByLabel('Postal code').fill('97301');
    await main(page).getByRole('button', {name: 'Save address'}).click();
    await expect(main(page).getByRole('status')).toHaveText('Address saved.');
    await expect(card()).toContainText('Salem');

    await card().getByRole('button', {name: 'Make default'}).click();
    await expect(main(page).getByRole('status')).toHaveText('Default address updated.');
    await expect(main(page).getByTestId('address').first()).toContainText('Juniper Lane');
    await expect(card().getByText('Default')).toBeVisible();

    // The default address is not deleted (Shopify's current accounts refuse it): another becomes the default first.
    const first = main(page).getByTestId('address').filter({hasText: 'Alder Street'});
    await first.getByRole('button', {name: 'Make default'}).click();
    await expect(main(page).getByRole('status')).toHaveText('Default address updated.');
    await expect(main(page).getByTestId('address').first()).toContainText('Alder Street');

    await card().getByRole('button', {name: 'Delete'}).click();
    await expect(main(page).getByRole('status')).toHaveText('Address deleted.');
    await expect(card()).toHaveCount(0);
    await expect(main(page).getByText('3 of 100 addresses')).toBeVisible();
  },
);

test('a missing field is named beside it and the address is not saved', async ({page}) => {
  await signIn(page, 'shopper@alderline.test');
  await page.goto('/account/addresses/new');
  await main(page).getByLabel('First name').fill('Alex');
  await main(page).getByLabel('Last name').fill('Rivera');
  await main(page).getByLabel('Address', {exact: true}).fill('1 Example Street');
  await main(page).getByLabel('City').fill('London');
  await main(page).getByLabel('Country / region').selectOption('GB');
  await main(page).getByRole('button', {name: 'Save address'}).click();
  await expect(main(page).getByLabel('Postal code')).toHaveAccessibleDescription('Please fill this in.');
  await expect(page).toHaveURL(/\/account\/addresses\/new$/);
});

test('a wrong password and a disabled account show their messages', async ({page}) => {
  await attemptSignIn(page, 'shopper@alderline.test', 'not-my-password');
  await expect(main(page).getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(main(page).getByLabel('Email')).toHaveValue('shopper@alderline.test');

  await attemptSignIn(page, 'disabled@alderline.test', PASSWORD);
  await expect(main(page).getByRole('alert')).toHaveText(
    'This account has been disabled. Please contact customer care.',
  );
});

test('a forgotten password is reset with the e-mailed link', async ({page}) => {
  const email = 'uk-shopper@alderline.test';
  await page.goto('/en-gb/account/login');
  await main(page).getByRole('link', {name: 'Forgot your password?'}).click();
  await expect(main(page).getByRole('heading', {name: 'Reset your password'})).toBeVisible();
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByRole('button', {name: 'Send reset link'}).click();
  await expect(main(page).getByRole('status')).toContainText(`If there’s an account for ${email}`);

  // The emulator keeps the e-mails Shopify would send; the link points at the shop's domain.
  const outbox = await fetch(`${emulatorUrl()}/storefront/__outbox?to=${encodeURIComponent(email)}`);
  const {messages} = (await outbox.json()) as {messages: {kind: string; url: string}[]};
  const link = new URL(messages.filter((message) => message.kind === 'password-reset').at(-1)!.url);
  await page.goto(`/en-gb${link.pathname}`);
  await expect(main(page).getByRole('heading', {name: 'Choose a new password'})).toBeVisible();
  await main(page).getByLabel('New password', {exact: true}).fill('new-password-9');
  await main(page).getByLabel('Confirm new password').fill('new-password-8');
  await main(page).getByRole('button', {name: 'Save password'}).click();
  await expect(main(page).getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'The passwords don’t match.',
  );
  await main(page).getByLabel('New password', {exact: true}).fill('new-password-9');
  await main(page).getByLabel('Confirm new password').fill('new-password-9');
  await main(page).getByRole('button', {name: 'Save password'}).click();
  await expect(page).toHaveURL(/\/en-gb\/account\/dashboard$/);
  await expect(main(page).getByText('Hi, Olivia Grant')).toBeVisible();

  // The link works once; the new password signs in.
  await page.goto(`/en-gb${link.pathname}`);
  await main(page).getByLabel('New password', {exact: true}).fill('another-one-7');
  await main(page).getByLabel('Confirm new password').fill('another-one-7');
  await main(page).getByRole('button', {name: 'Save password'}).click();
  await expect(main(page).getByRole('alert')).toHaveText(
    'This link has expired or was already used. Please request a new one.',
  );
});

test(
  'the Warehouse Sale is for warehouse-sale customers: a guest is asked to sign in first',
  BOTH_SYSTEMS,
  async ({page, accountSystem}) => {
    test.slow();
    await page.goto('/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('button', {name: 'Women'})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'Warehouse Sale'})).toHaveCount(0);

    // A guest with the collection's address (a warehouse-sale e-mail) signs in and comes back to it.
    await page.goto('/collections/warehouse-sale');
    await expectSignInPage(page, accountSystem, '/collections/warehouse-sale');
    await completeSignIn(page, accountSystem, 'warehouse@alderline.test');
    await expect(page).toHaveURL(/\/collections\/warehouse-sale$/);
    await expect(main(page).getByRole('heading', {level: 1})).toHaveText('Warehouse Sale');
    await expect(page.getByTestId('product-hits').getByRole('link').first()).toBeVisible();

    const entry = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Warehouse Sale'});
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute('href', '/collections/warehouse-sale');

    // Its products show the customer's warehouse price beside the price.
    await page.getByTestId('product-hits').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(
      main(page)
        .getByLabel('Price')
        .getByText(/^Warehouse sale price: \$[\d.]+ \(30% off\)$/),
    ).toBeVisible();
  },
);

test(
  'another customer asking for the Warehouse Sale gets the not-found page',
  BOTH_SYSTEMS,
  async ({page, accountSystem}) => {
    await signInAs(page, accountSystem, 'shopper@alderline.test');
    const response = await page.goto('/collections/warehouse-sale');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page not found'})).toBeVisible();
    await expect(page.getByTestId('product-hits')).toHaveCount(0);
  },
);

/**
 * Signs in as a seeded member and runs `check` on the dashboard's membership section, then on
 * the member drawer (opened by `#memberDrawerOpen`); the drawer is left open.
 */
async function onBothScreens(
  page: Page,
  system: AccountSystem,
  email: string,
  check: (screen: Locator) => Promise<void>,
) {
  await signInAs(page, system, email);
  await check(main(page).getByRole('region', {name: 'Membership'}));
  await page.goto('/#memberDrawerOpen');
  const drawer = page.getByRole('dialog', {name: 'Your membership'});
  await expect(drawer).toBeVisible();
  await check(drawer);
  return drawer;
}

test.describe('every community state has its screen', () => {
  test(
    'a current member sees their savings cap and code, and the member drawer opens from its link',
    BOTH_SYSTEMS,
    async ({page, accountSystem}) => {
      await signInAs(page, accountSystem, 'member@alderline.test');
      const membership = main(page).getByRole('region', {name: 'Membership'});
      await expect(membership.getByText('Ambassador programme')).toBeVisible();
      await expect(membership.getByText('You have used $120 of your $500 annual savings.')).toBeVisible();
      await expect(membership.getByText('$380 left to save')).toBeVisible();
      await expect(
        membership.getByText('Use MEMBERS25 in your bag for 25% off eligible items.'),
      ).toBeVisible();
      await expect(membership.getByRole('link', {name: 'About the programme'})).toHaveAttribute(
        'href',
        '/pages/ambassador-program',
      );

      await page.goto('/#memberDrawerOpen');
      const drawer = page.getByRole('dialog', {name: 'Your membership'});
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText('$380 left to save')).toBeVisible();
      await drawer.getByRole('button', {name: 'Close'}).click();
      await expect(drawer).toBeHidden();
      expect(new URL(page.url()).hash).toBe('');
    },
  );

  test(
    'a capped member is told the limit is used up, without the members-only code',
    BOTH_SYSTEMS,
    async ({page, accountSystem}) => {
      const capped =
        'You have reached your annual savings limit. Full prices apply until your membership renews.';
      await onBothScreens(page, accountSystem, 'capped-member@alderline.test', async (screen) => {
        await expect(screen.getByText('You have used $500 of your $500 annual savings.')).toBeVisible();
        await expect(screen.getByText(capped)).toBeVisible();
        await expect(screen.getByText(/MEMBERS25/)).toHaveCount(0);
      });
    },
  );

  test(
    'an expired member who may reapply is told when it ended and gets the reapply link',
    BOTH_SYSTEMS,
    async ({page, accountSystem}) => {
      const drawer = await onBothScreens(
        page,
        accountSystem,
        'expired-member@alderline.test',
        async (screen) => {
          await expect(screen.getByText('Pro programme')).toBeVisible();
          await expect(screen.getByText('Your membership ended on January 31, 2025')).toBeVisible();
          await expect(screen.getByText(/You’re eligible to reapply/)).toBeVisible();
          await expect(screen.getByRole('link', {name: 'Reapply'})).toHaveAttribute(
            'href',
            '/pages/pro-program',
          );
        },
      );
      await drawer.getByRole('link', {name: 'Reapply'}).click();
      await expect(page).toHaveURL(/\/pages\/pro-program$/);
      await expect(main(page).getByRole('heading', {level: 1, name: 'Pro programme'})).toBeVisible();
    },
  );

  test(
    'an expired member who may not reapply is told so, with no reapply link',
    BOTH_SYSTEMS,
    async ({page, accountSystem}) => {
      await onBothScreens(page, accountSystem, 'lapsed-member@alderline.test', async (screen) => {
        await expect(screen.getByText('Teacher programme')).toBeVisible();
        await expect(screen.getByText('You can’t reapply to this programme at the moment.')).toBeVisible();
        await expect(screen.getByRole('link', {name: 'Reapply'})).toHaveCount(0);
      });
    },
  );
});

test(
  'a signed-in member’s bag is theirs: a line counts towards their programme, and checkout opens signed in',
  BOTH_SYSTEMS,
  async ({page, accountSystem}) => {
    test.slow();
    const product = await findProduct(
      'is shoppable in a size',
      (p) =>
        shoppable(p) &&
        onlySizeToChoose(p) &&
        sizesInStock(p).length > 0 &&
        !p.tags.includes('gated::warehouse-sale'),
    );
    await signInAs(page, accountSystem, 'member@alderline.test');
    await page.goto(`/products/${product.handle}?Size=${encodeURIComponent(sizesInStock(product)[0])}`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('button', {name: 'Add to bag'}).click();
    const drawer = page.getByRole('dialog', {name: /Your bag/});
    await expect(drawer).toBeVisible();
    const line = drawer.getByTestId('bag-line').filter({hasText: product.title.split('|')[0].trim()});
    const counts = line.getByRole('button', {name: 'Count towards my community programme'});
    await expect(counts).toHaveAttribute('aria-pressed', 'false');
    await page.waitForLoadState('networkidle');
    // The switch asks the server once (the bag action); the drawer settles from its answer.
    const asked = dataRequests(page);
    await counts.click();
    await expect(counts).toHaveAttribute('aria-pressed', 'true');
    await expect(counts).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual(['POST /cart.data']);

    await page.goto('/cart', {waitUntil: 'networkidle'});
    await expect(
      main(page).getByRole('button', {name: 'Count towards my community programme'}).first(),
    ).toHaveAttribute('aria-pressed', 'true');

    // Classic accounts: checkout goes through the emulator's Multipass sign-in, which takes each
    // token once. Current accounts: the bag's buyer identity carries the customer, no Multipass.
    const multipass: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/account/login/multipass/')) multipass.push(request.url());
    });
    await main(page).getByRole('button', {name: 'Checkout'}).click();
    await expect(page.getByRole('heading', {name: 'Alderline checkout'})).toBeVisible();
    await expect(page.getByTestId('checkout-customer')).toHaveText(
      /^Signed in as .*\(member@alderline\.test\)$/,
    );
    // The bag was made for the member: it ships to their address in the market, not just the country.
    await expect(page.getByTestId('checkout-address')).toHaveText(/^Ship to: .+, .+, US$/);
    if (accountSystem === 'current') {
      expect(multipass).toEqual([]);
      return;
    }
    expect(multipass).toHaveLength(1);
    const replay = await fetch(multipass[0], {redirect: 'manual'});
    expect(replay.status).toBe(403);
  },
);

test('what a guest viewed joins their recently viewed products once they sign in', async ({page}) => {
  test.slow();
  const [seenAsGuest, seenSignedIn] = await findProducts(
    (p) => shoppable(p) && p.availableForSale && !p.tags.some((tag) => tag.startsWith('gated::')),
  );
  await page.goto(`/products/${seenAsGuest.handle}`);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('rv-guest')))
    .toContain(seenAsGuest.handle);

  await signIn(page, 'shopper@alderline.test');
  await page.goto(`/products/${seenSignedIn.handle}`);
  const recent = main(page).locator('section', {has: page.getByRole('heading', {name: 'Recently viewed'})});
  await expect(
    recent.getByRole('link', {name: new RegExp(seenAsGuest.title.split('|')[0].trim())}).first(),
  ).toBeVisible();
  // The guest's log is gone; the customer's holds both visits.
  const logs = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('rv-')));
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatch(/^rv-\d+$/);
});

test('a guest opening the member drawer is asked to sign in', async ({page}) => {
  await page.goto('/en-gb#memberDrawerOpen');
  const drawer = page.getByRole('dialog', {name: 'Your membership'});
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', {name: 'Sign in'}).click();
  await expect(page).toHaveURL(/\/en-gb\/account\/login\?returnTo=%2Fen-gb$/);
});

test('the Arabic store’s account pages are in Arabic, right to left', async ({page}) => {
  await page.goto('/ar-ae/account/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(main(page).getByRole('heading', {name: 'تسجيل الدخول'})).toBeVisible();
  await main(page).getByLabel('البريد الإلكتروني').fill('shopper@alderline.test');
  await main(page).getByLabel('كلمة المرور').fill('wrong-password');
  await main(page).getByRole('button', {name: 'تسجيل الدخول'}).click();
  await expect(main(page).getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
});

test('account pages have no accessibility violations', async ({page}) => {
  test.slow();
  const violations = async (path: string) => {
    await page.goto(path);
    await expect(main(page).getByRole('heading', {level: 1})).toBeVisible();
    // The account's own part of the page; the shell has its own test.
    return (await axeViolations(page, ['main'])).map((violation) => `${path} ${violation}`);
  };
  const found = [...(await violations('/ar-ae/account/register')), ...(await violations('/account/login'))];
  await signIn(page, 'member@alderline.test');
  for (const path of [
    '/account/dashboard',
    '/account/orders',
    '/account/addresses',
    '/account/addresses/new',
    '/account/profile',
  ]) {
    found.push(...(await violations(path)));
  }
  expect(found).toEqual([]);
});
