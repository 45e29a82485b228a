import {describe, expect, it} from 'vitest';
import {hashedUserToken} from './config.server';

describe('hashedUserToken', () => {
  it('is the SHA-256 of the account id in hex, never the id itself', async () => {
    const token = await hashedUserToken('gid://shopify/Customer/123');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(token).not.toContain('123');
    expect(await hashedUserToken('gid://shopify/Customer/123')).toBe(token);
    expect(await hashedUserToken('gid://shopify/Customer/124')).not.toBe(token);
  });
});
