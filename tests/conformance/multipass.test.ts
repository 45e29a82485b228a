/**
 * Conformance: a Multipass token made by the app's own module (WebCrypto, as in the
 * worker) is accepted by the emulator exactly once; a tampered one is refused.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startEmulator, type RunningEmulator} from '../../emulator/index';
import {createMultipassToken, multipassLoginUrl} from '../../app/lib/customer/multipass.server';
import {emulatorEnv} from '../../scripts/local-env';

const SECRET = emulatorEnv('http://127.0.0.1:1').MULTIPASS_SECRET;

const MULTIPASS_MUTATION = `mutation Multipass($token: String!) {
  customerAccessTokenCreateWithMultipass(multipassToken: $token) {
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { code message }
  }
}`;

let emulator: RunningEmulator;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'alderline-multipass-'));
  emulator = await startEmulator({port: 0, dataDir, quiet: true});
});

afterAll(async () => {
  await emulator?.close();
  rmSync(dataDir, {recursive: true, force: true});
});

async function exchange(token: string) {
  const response = await fetch(`${emulator.url}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'Shopify-Storefront-Private-Token': 'conformance'},
    body: JSON.stringify({query: MULTIPASS_MUTATION, variables: {token}}),
  });
  const body = (await response.json()) as {
    data: {
      customerAccessTokenCreateWithMultipass: {
        customerAccessToken: {accessToken: string} | null;
        customerUserErrors: Array<{code: string}>;
      };
    };
  };
  return body.data.customerAccessTokenCreateWithMultipass;
}

describe('Multipass between the app and the emulator', () => {
  it('accepts an app-made token once and refuses it the second time', async () => {
    const token = await createMultipassToken(SECRET, {email: 'shopper@alderline.test'});
    const first = await exchange(token);
    expect(first.customerUserErrors).toEqual([]);
    expect(first.customerAccessToken?.accessToken).toBeTruthy();

    const second = await exchange(token);
    expect(second.customerAccessToken).toBeNull();
    expect(second.customerUserErrors.map((error) => error.code)).toContain('INVALID_MULTIPASS_REQUEST');
  });

  it('refuses a tampered token', async () => {
    const token = await createMultipassToken(SECRET, {email: 'shopper@alderline.test'});
    const middle = Math.floor(token.length / 2);
    const tampered = token.slice(0, middle) + (token[middle] === 'A' ? 'B' : 'A') + token.slice(middle + 1);
    const result = await exchange(tampered);
    expect(result.customerAccessToken).toBeNull();
    expect(result.customerUserErrors.map((error) => error.code)).toContain('INVALID_MULTIPASS_REQUEST');
  });

  it('refuses a token signed with another secret', async () => {
    const token = await createMultipassToken('not-the-shop-secret', {email: 'shopper@alderline.test'});
    const result = await exchange(token);
    expect(result.customerUserErrors.map((error) => error.code)).toContain('INVALID_MULTIPASS_REQUEST');
  });

  it('signs the customer in on the shop domain and redirects to return_to', async () => {
    const token = await createMultipassToken(SECRET, {
      email: 'shopper@alderline.test',
      return_to: '/checkouts/cn/example',
    });
    const response = await fetch(multipassLoginUrl(emulator.url, token), {redirect: 'manual'});
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('/checkouts/cn/example');
  });
});
