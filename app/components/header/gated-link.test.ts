import {describe, expect, it} from 'vitest';
import {gatedNavLink} from './gated-link';

describe('gatedNavLink', () => {
  it('falls back to a red "Warehouse Sale" entry for the gated collection', () => {
    expect(gatedNavLink({collectionHandle: 'warehouse-sale'})).toEqual({
      label: 'Warehouse Sale',
      url: '/collections/warehouse-sale',
      color: '#b42318',
    });
  });

  it('takes label and colour from the gated configuration', () => {
    expect(
      gatedNavLink({collectionHandle: 'vip', linkTitle: 'VIP Sale', linkColor: '#123456'}),
    ).toMatchObject({
      label: 'VIP Sale',
      color: '#123456',
    });
  });

  it('shows nothing for shoppers who are not gated or whose entry is switched off', () => {
    expect(gatedNavLink(null)).toBeNull();
    expect(gatedNavLink(undefined)).toBeNull();
    expect(gatedNavLink({collectionHandle: 'vip', displayNavigationLink: false})).toBeNull();
  });
});
