import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy} from './csp.server';

const config = {storeDomain: 'https://alderline.myshopify.com', checkoutDomain: undefined} as never;

describe('contentSecurityPolicy', () => {
  it('allows the pay-later and size advisor scripts only when they are configured', () => {
    const scripts = (env: Partial<Env>) => contentSecurityPolicy({env: env as Env, config}).scriptSrc;
    expect(scripts({})).not.toContain('https://js.klarna.com');
    expect(
      scripts({
        PUBLIC_AFTERPAY_MPID: 'mp',
        PUBLIC_KLARNA_ENVIRONMENT: 'production',
        PUBLIC_BOLD_METRICS_SCRIPT_URL: 'https://cdn.boldmetrics.example/widget.js',
      }),
    ).toEqual(
      expect.arrayContaining([
        'https://alderline.myshopify.com',
        'https://js.squarecdn.com',
        'https://js.klarna.com',
        'https://cdn.boldmetrics.example',
      ]),
    );
  });
});
