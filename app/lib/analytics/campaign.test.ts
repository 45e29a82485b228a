import {describe, expect, it} from 'vitest';
import {AFFILIATE_COOKIE, CAMPAIGN_COOKIE, campaignAttributes, campaignCookies} from './campaign';

const cookieHeader = (search: string) =>
  campaignCookies(search)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

describe('campaign cookies', () => {
  it('keep a landing’s UTM parameters for 14 days and its affiliate channel for 30', () => {
    expect(
      campaignCookies(
        '?utm_source=newsletter&utm_medium=email&utm_campaign=spring+drop&q=legging&aff=runclub',
      ),
    ).toEqual([
      {
        name: CAMPAIGN_COOKIE,
        value: 'utm_source=newsletter&utm_medium=email&utm_campaign=spring+drop',
        maxAgeSeconds: 14 * 86400,
      },
      {name: AFFILIATE_COOKIE, value: 'runclub', maxAgeSeconds: 30 * 86400},
    ]);
  });

  it('take the affiliate channel from utm_source when the medium is affiliate', () => {
    expect(campaignCookies('?utm_source=partner-blog&utm_medium=Affiliate')[1]).toEqual({
      name: AFFILIATE_COOKIE,
      value: 'partner-blog',
      maxAgeSeconds: 30 * 86400,
    });
  });

  it('are not written for an address without a campaign, nor for values that are not plain words', () => {
    expect(campaignCookies('?q=shorts&Size=M')).toEqual([]);
    expect(campaignCookies('?utm_source=%3Cscript%3E&aff=a%22b')).toEqual([]);
  });
});

describe('campaign attributes', () => {
  it('turn the cookies into cart attributes', () => {
    const header = `session=abc; ${cookieHeader('?utm_source=newsletter&utm_medium=email&aff=run club')}`;
    expect(campaignAttributes(header)).toEqual([
      {key: '_utm_source', value: 'newsletter'},
      {key: '_utm_medium', value: 'email'},
      {key: '_affiliate_channel', value: 'run club'},
    ]);
  });

  it('leave out forged or damaged values and are empty without cookies', () => {
    expect(campaignAttributes(`${CAMPAIGN_COOKIE}=utm_source=%3Cb%3E; ${AFFILIATE_COOKIE}=%E0%A4%A`)).toEqual(
      [],
    );
    expect(campaignAttributes(null)).toEqual([]);
  });
});
