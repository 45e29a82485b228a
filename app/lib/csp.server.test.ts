import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy} from './csp.server';

const config = {storeDomain: 'https://alderline.myshopify.com', checkoutDomain: undefined} as never;
const widgetOrigins = [
  'https://js.squarecdn.com',
  'https://js.klarna.com',
  'https://cdn.boldmetrics.example',
];

describe('contentSecurityPolicy', () => {
  it('allows the pay-later and size advisor scripts only when they are configured', () => {
    const bare = contentSecurityPolicy({env: {} as Env, config}).scriptSrc;
    for (const origin of widgetOrigins) expect(bare).not.toContain(origin);
    const configured = contentSecurityPolicy({
      env: {
        PUBLIC_AFTERPAY_MPID: 'mp',
        PUBLIC_KLARNA_ENVIRONMENT: 'production',
        PUBLIC_BOLD_METRICS_SCRIPT_URL: 'https://cdn.boldmetrics.example/widget.js',
      } as Env,
      config,
    }).scriptSrc;
    expect(configured).toEqual(expect.arrayContaining(widgetOrigins));
  });
});
