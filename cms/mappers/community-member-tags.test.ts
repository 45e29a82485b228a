import {describe, expect, it} from 'vitest';
import {entry, recordingContext} from '../test-fixtures';
import {mapCommunityMemberTags} from './community-member-tags';

describe('mapCommunityMemberTags', () => {
  it('maps known status tags, the expired one included, and reports unknown keys', () => {
    const ctx = recordingContext();
    const tags = mapCommunityMemberTags(
      entry('community_member_tags', {
        memberType: 'educator',
        tags: {
          applied: 'educator::applied',
          accepted: 'educator::accepted',
          expired: 'educator::expired',
          vip: 'educator::vip',
        },
        communityPageUrl: '/pages/community',
      }),
      ctx,
    );
    expect(tags).toEqual({
      memberType: 'educator',
      tags: {applied: 'educator::applied', accepted: 'educator::accepted', expired: 'educator::expired'},
      communityPageUrl: '/pages/community',
    });
    expect(ctx.warnings).toHaveLength(1);
    expect(ctx.warnings[0]).toMatch(/"vip"/);
  });
});
