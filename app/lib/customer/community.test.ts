import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {
  communityMemberFor,
  mergeProgrammes,
  parseCanReapply,
  savingsCap,
  type CommunityProgramme,
} from './community';

const programme = (memberType: string): CommunityProgramme => ({
  memberType,
  tags: {
    applied: `${memberType}-applied`,
    accepted: `${memberType}-accepted`,
    reapplicationAccepted: `${memberType}-reapplication-accepted`,
    keepMeNotified: `${memberType}-keep-me-notified`,
    expired: `${memberType}-expired`,
  },
  pageUrl: `/pages/${memberType}-program`,
});
const PROGRAMMES = [programme('ambassador'), programme('pro')];

let reports: ErrorReport[];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => setErrorSink(consoleSink));

describe('communityMemberFor', () => {
  it('names the programme, its page, the tag and a flag for the status', () => {
    expect(communityMemberFor(PROGRAMMES, ['vip', 'pro-accepted'], true)).toEqual({
      type: 'pro',
      url: '/pages/pro-program',
      memberTag: 'pro-accepted',
      status: 'accepted',
      accepted: true,
      active: true,
      canReapply: true,
    });
  });

  it('prefers the stronger status when a member still carries an older tag', () => {
    const member = communityMemberFor(PROGRAMMES, ['ambassador-applied', 'ambassador-accepted'], false);
    expect(member).toMatchObject({status: 'accepted', memberTag: 'ambassador-accepted'});
    expect(member?.applied).toBeUndefined();
  });

  it('reports an applicant or a waiting-list member who is not yet active', () => {
    expect(communityMemberFor(PROGRAMMES, ['pro-keep-me-notified'], false)).toMatchObject({
      status: 'keepMeNotified',
      keepMeNotified: true,
      active: false,
    });
  });

  it('is null for a customer in no programme', () => {
    expect(communityMemberFor(PROGRAMMES, ['newsletter'], false)).toBeNull();
  });

  it('knows an expired member, inactive, with whether they may reapply', () => {
    expect(communityMemberFor(PROGRAMMES, ['pro-expired'], true)).toMatchObject({
      type: 'pro',
      status: 'expired',
      expired: true,
      active: false,
      canReapply: true,
    });
    expect(communityMemberFor(PROGRAMMES, ['pro-expired'], false)).toMatchObject({
      status: 'expired',
      canReapply: false,
    });
  });

  it('shows a new application over the membership that expired', () => {
    expect(communityMemberFor(PROGRAMMES, ['ambassador-expired', 'ambassador-applied'], true)).toMatchObject({
      status: 'applied',
      active: false,
    });
  });
});

describe('mergeProgrammes', () => {
  it('keeps one programme per member type, the first source’s', () => {
    const merged = mergeProgrammes(PROGRAMMES, [
      {...programme('PRO'), pageUrl: '/elsewhere'},
      programme('teacher'),
    ]);
    expect(merged.map((entry) => [entry.memberType, entry.pageUrl])).toEqual([
      ['ambassador', '/pages/ambassador-program'],
      ['pro', '/pages/pro-program'],
      ['teacher', '/pages/teacher-program'],
    ]);
  });
});

describe('parseCanReapply', () => {
  it('reads the metafield’s JSON boolean', () => {
    expect(parseCanReapply('true')).toBe(true);
    expect(parseCanReapply('false')).toBe(false);
    expect(parseCanReapply(null)).toBe(false);
    expect(reports).toEqual([]);
  });

  it.each(['yes', '"true"', '1', '{'])(
    'reports %s as COMMUNITY-MEMBER-METAFIELD and reads it as false',
    (value) => {
      expect(parseCanReapply(value)).toBe(false);
      expect(reports.map((report) => report.code)).toEqual(['COMMUNITY-MEMBER-METAFIELD']);
    },
  );
});

describe('savingsCap', () => {
  const limits = 'ambassador-accepted::500, pro-accepted::400,community-member::250';

  it('takes the limit of the first entry whose tag the customer has', () => {
    expect(savingsCap(limits, ['community-member', 'pro-accepted'], '120.50')).toEqual({
      limit: 400,
      used: 120.5,
      remaining: 279.5,
    });
  });

  it('never counts used savings below 0, nor leaves less than 0 remaining', () => {
    expect(savingsCap(limits, ['ambassador-accepted'], '-30')).toEqual({limit: 500, used: 0, remaining: 500});
    expect(savingsCap(limits, ['ambassador-accepted'], 620)).toEqual({limit: 500, used: 620, remaining: 0});
    expect(savingsCap(limits, ['ambassador-accepted'], 'not a number')).toEqual({
      limit: 500,
      used: 0,
      remaining: 500,
    });
  });

  it('is null when no entry names one of the customer’s tags, or there are no limits', () => {
    expect(savingsCap(limits, ['teacher-accepted'], 10)).toBeNull();
    expect(savingsCap(null, ['ambassador-accepted'], 10)).toBeNull();
  });
});
