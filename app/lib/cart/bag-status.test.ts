import {describe, expect, it} from 'vitest';
import {bagStatusFrom, bagStatusPath} from './bag-status';

describe('bagStatusPath', () => {
  it('goes back to the page with the outcome, keeping its query', () => {
    expect(bagStatusPath('/en-gb/products/x?Size=M', 'added')).toBe('/en-gb/products/x?Size=M&bag=added');
    expect(bagStatusPath('/products/x?bag=failed', 'added')).toBe('/products/x?bag=added');
  });

  it('never leaves the site', () => {
    expect(bagStatusPath('https://evil.example/', 'added')).toBeNull();
    expect(bagStatusPath('//evil.example/', 'added')).toBeNull();
    expect(bagStatusPath('/\\evil.example/', 'added')).toBeNull();
    expect(bagStatusPath(undefined, 'added')).toBeNull();
  });
});

describe('bagStatusFrom', () => {
  it('reads only known outcomes', () => {
    expect(bagStatusFrom('?Size=M&bag=outOfStock')).toBe('outOfStock');
    expect(bagStatusFrom('?bag=<script>')).toBeNull();
    expect(bagStatusFrom('')).toBeNull();
  });
});
