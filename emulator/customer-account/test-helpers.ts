/**
 * For tests: Hydrogen's own customer account client signed in on the emulator's hosted page,
 * as a shopper's browser would do it (login redirect, the form, the callback with the code).
 * The caller routes `https://shopify.com` to the emulator (`fetchRoutedToEmulator`).
 */
import {createCustomerAccountClient, type HydrogenSession} from '@shopify/hydrogen';

export const TEST_SHOP_ID = '1000000001';
const CLIENT_ID = 'shp_emulator-client';
export const TEST_STORE = 'https://store.alderline.test';

export class MemorySession implements HydrogenSession {
  isPending = false;
  private values = new Map<string, unknown>();
  get = (key: string) => this.values.get(key) as never;
  set = (key: string, value: unknown) => void this.values.set(key, value);
  unset = (key: string) => void this.values.delete(key);
  commit = async () => '';
  destroy = async () => 'session=; Max-Age=0';
}

export function accountClientFor(session: MemorySession, url: string, apiVersion?: string) {
  return createCustomerAccountClient({
    session,
    customerAccountId: CLIENT_ID,
    shopId: TEST_SHOP_ID,
    request: new Request(url),
    waitUntil: () => {},
    logErrors: false,
    ...(apiVersion ? {customerApiVersion: apiVersion} : {}),
  });
}

/** Follows the login redirect to the hosted page and sends its form. */
export async function signInOnHostedPage(loginRedirect: Response, email: string, password: string) {
  const page = await fetch(loginRedirect.headers.get('location')!);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
  const authorize = /name="authorize" value="([^"]*)"/.exec(html)![1].replaceAll('&amp;', '&');
  return fetch(`https://shopify.com${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({authorize, email, password}),
  });
}

/** A client signed in as `email` (password123), and its session. */
export async function signedInAccountClient(email: string, apiVersion?: string) {
  const session = new MemorySession();
  const login = await accountClientFor(session, `${TEST_STORE}/account/login`, apiVersion).login();
  const answer = await signInOnHostedPage(login, email, 'password123');
  const callback = answer.headers.get('location');
  if (answer.status !== 302 || !callback?.startsWith(`${TEST_STORE}/account/authorize?code=`))
    throw new Error(`Signing in as ${email} failed: ${answer.status}`);
  await accountClientFor(session, callback, apiVersion).authorize();
  return {session, client: accountClientFor(session, `${TEST_STORE}/account`, apiVersion)};
}
