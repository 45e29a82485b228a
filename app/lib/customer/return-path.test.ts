import {describe, expect, it} from 'vitest';
import {loginPath, safeReturnPath} from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnPath('/en-gb/collections/warehouse-sale?sort=new', '/x')).toBe(
      '/en-gb/collections/warehouse-sale?sort=new',
    );
  });

  it('drops the data request’s own parameters', () => {
    expect(safeReturnPath('/account/orders?_routes=routes%2Fx&page=2', '/x')).toBe('/account/orders?page=2');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative host', '//evil.example/path'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash inside', '/account\\..\\x'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'account/orders'],
    ['a control character', '/account\n/orders'],
    ['nothing', ''],
    ['something very long', `/${'a'.repeat(2100)}`],
  ])('refuses %s', (_case, value) => {
    expect(safeReturnPath(value, '/account/dashboard')).toBe('/account/dashboard');
  });
});

describe('loginPath', () => {
  it('comes back to the page asked for', () => {
    expect(loginPath('/collections/warehouse-sale')).toBe(
      '/account/login?returnTo=%2Fcollections%2Fwarehouse-sale',
    );
    expect(loginPath()).toBe('/account/login');
    expect(loginPath('https://evil.example')).toBe('/account/login');
  });
});
