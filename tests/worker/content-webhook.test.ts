import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {resolveLocalEnv} from '../../scripts/local-env';
import {startWorkerHarness, type WorkerHarness} from './harness';

/**
 * The content service's publish webhook against the built worker: the emulator publishes an
 * entry and calls the webhook as the content service does (signed with the space's secret).
 */

let harness: WorkerHarness;
const SPACE = '/spaces/alderline';
const SPRING_SALE = 'Spring Sale: up to 40% off selected styles';

beforeAll(async () => {
  harness = await startWorkerHarness();
});

afterAll(async () => {
  await harness?.stop();
});

/** A Management API call to the emulated content service. */
async function manage(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${harness.emulatorUrl}${SPACE}${path}`, {
    method,
    headers: {Authorization: 'Bearer management-token', 'Content-Type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Publishes an entry and waits for the webhook call it causes; its status. */
async function publish(webhookId: string, entryId: string): Promise<number> {
  const callsBefore = ((await manage('GET', `/webhooks/${webhookId}/calls`)).items as unknown[]).length;
  await manage('PUT', `/environments/master/entries/${entryId}/published`);
  let calls: Array<{statusCode: number}> = [];
  await expect
    .poll(async () => {
      calls = (await manage('GET', `/webhooks/${webhookId}/calls`)).items as Array<{statusCode: number}>;
      return calls.length;
    })
    .toBe(callsBefore + 1);
  return calls[calls.length - 1].statusCode;
}

const banner = async () => (await (await fetch(`${harness.storefrontUrl}/`)).text()).includes(SPRING_SALE);

describe('the content publish webhook', () => {
  it('purges the published content, so the next page shows it, only when signed', async () => {
    const webhook = await manage('POST', '/webhook_definitions', {
      name: 'Storefront cache',
      url: `${harness.storefrontUrl}/api/content/webhook`,
      topics: ['ContentManagement.Entry.*', 'ContentManagement.Asset.*'],
    });
    const webhookId = (webhook.sys as {id: string}).id;
    expect(await banner()).toBe(false);

    // Signed with another secret: refused, and the page keeps the cached banner although the
    // content service already serves the new one.
    await manage('PUT', '/webhook_settings/signing_secret', {value: 'x'.repeat(64)});
    expect(await publish(webhookId, 'bannerMessageSpringSale')).toBe(401);
    expect(await publish(webhookId, 'banner')).toBe(401);
    expect(await banner()).toBe(false);

    await manage('PUT', '/webhook_settings/signing_secret', {
      value: resolveLocalEnv({}, {}).CONTENT_WEBHOOK_SECRET,
    });
    expect(await publish(webhookId, 'banner')).toBe(200);
    expect(await banner()).toBe(true);
  });

  it('refuses unsigned calls and other methods', async () => {
    const url = `${harness.storefrontUrl}/api/content/webhook`;
    const unsigned = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/vnd.contentful.management.v1+json',
        'X-Contentful-Topic': 'ContentManagement.Entry.publish',
      },
      body: JSON.stringify({sys: {type: 'Entry', contentType: {sys: {id: 'banner'}}}}),
    });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toMatchObject({ok: false, error: 'invalid-signature'});
    expect((await fetch(url)).status).toBe(405);
  });
});
