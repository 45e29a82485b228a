import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {assessmentOf} from '~/lib/captcha.server';
import type {KlaviyoClient, PlatformResult} from '~/lib/klaviyo.server';
import {signUpForNewsletter, type NewsletterServices} from './subscribe.server';

let reports: ErrorReport[];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => setErrorSink(consoleSink));

function services(
  overrides: Partial<NewsletterServices> = {},
  platform: PlatformResult = {ok: true, status: 202},
) {
  const client: KlaviyoClient = {
    subscribeToList: vi.fn(async () => platform),
    upsertProfile: vi.fn(),
    subscribeToBackInStock: vi.fn(),
  };
  const assess = vi.fn(async (token: string) => assessmentOf(token === 'good' ? 'valid' : 'invalid-token'));
  const all: NewsletterServices = {
    klaviyo: client,
    listId: 'LIST',
    assess,
    captchaRequired: false,
    source: 'Footer en-US',
    ...overrides,
  };
  return {all, client, assess};
}

describe('signUpForNewsletter', () => {
  it('subscribes a trimmed address to the environment list when the captcha is bypassed', async () => {
    const {all, client, assess} = services();
    const result = await signUpForNewsletter({email: ' ada@example.com '}, all);
    expect(result).toEqual({status: 200, body: {ok: true, status: 'subscribed'}});
    expect(client.subscribeToList).toHaveBeenCalledWith({
      listId: 'LIST',
      email: 'ada@example.com',
      source: 'Footer en-US',
      profile: null,
    });
    expect(assess).not.toHaveBeenCalled();
  });

  it('gives a signed-in customer’s own address their name and customer id, and no one else’s', async () => {
    const profile = {firstName: 'Ada', lastName: 'Lovelace', externalId: '42'};
    const {all, client} = services({customer: {email: 'Ada@Example.com', profile}});
    await signUpForNewsletter({email: 'ada@example.com'}, all);
    expect(client.subscribeToList).toHaveBeenLastCalledWith(expect.objectContaining({profile}));
    await signUpForNewsletter({email: 'friend@example.com'}, all);
    expect(client.subscribeToList).toHaveBeenLastCalledWith(expect.objectContaining({profile: null}));
  });

  it.each([
    ['', 'required'],
    ['not-an-email', 'invalid-email'],
  ])('refuses %j before any call with %s', async (email, error) => {
    const {all, client} = services();
    const result = await signUpForNewsletter({email}, all);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ok: false, error});
    expect(client.subscribeToList).not.toHaveBeenCalled();
  });

  it('runs the captcha when the server requires it and refuses a failed check', async () => {
    const {all, client, assess} = services({captchaRequired: true});
    const result = await signUpForNewsletter({email: 'a@b.co', captchaToken: 'bad'}, all);
    expect(assess).toHaveBeenCalledWith('bad');
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ok: false, error: 'captcha', captcha: 'invalid-token'});
    expect(client.subscribeToList).not.toHaveBeenCalled();
  });

  it('subscribes after a passed check when the server requires one', async () => {
    const {all, assess} = services({captchaRequired: true});
    const result = await signUpForNewsletter({email: 'a@b.co', captchaToken: 'good'}, all);
    expect(assess).toHaveBeenCalledWith('good');
    expect(result.body).toEqual({ok: true, status: 'subscribed'});
  });

  it('refuses a list other than the environment one', async () => {
    const {all} = services();
    const result = await signUpForNewsletter({email: 'a@b.co', listId: 'OTHER'}, all);
    expect(result).toMatchObject({status: 400, body: {error: 'bad-request'}});
  });

  it('reports KLAV-POST-001 and answers 503 when the platform is down', async () => {
    const {all} = services({}, {ok: false, kind: 'unavailable', status: 503, detail: 'HTTP 503'});
    const result = await signUpForNewsletter({email: 'a@b.co'}, all);
    expect(result).toMatchObject({status: 503, body: {ok: false, error: 'unavailable'}});
    expect(reports.map((r) => r.code)).toEqual(['KLAV-POST-001']);
  });

  it('shows the invalid-email message when the platform rejects the address', async () => {
    const {all} = services(
      {},
      {ok: false, kind: 'rejected', status: 400, detail: "Invalid email address: 'a@b.co'"},
    );
    const result = await signUpForNewsletter({email: 'a@b.co'}, all);
    expect(result).toMatchObject({status: 400, body: {error: 'invalid-email'}});
  });

  it('answers 503 without a configured list', async () => {
    const {all} = services({listId: null});
    const result = await signUpForNewsletter({email: 'a@b.co'}, all);
    expect(result.status).toBe(503);
    expect(reports.map((r) => r.code)).toEqual(['KLAV-POST-001']);
  });
});
