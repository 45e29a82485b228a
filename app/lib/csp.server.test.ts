import {describe, expect, it} from 'vitest';
import {serviceOrigins} from './csp.server';

const config = {storeDomain: 'https://alderline.myshopify.com', checkoutDomain: undefined} as never;

describe('serviceOrigins', () => {
  it('allows the pay-later and size advisor scripts only when they are configured', () => {
    expect(serviceOrigins({}, config)).toEqual(['https://alderline.myshopify.com']);
    expect(
      serviceOrigins(
        {
          PUBLIC_AFTERPAY_MPID: 'mp',
          PUBLIC_KLARNA_ENVIRONMENT: 'production',
          PUBLIC_BOLD_METRICS_SCRIPT_URL: 'https://cdn.boldmetrics.example/widget.js',
        },
        config,
      ),
    ).toEqual([
      'https://alderline.myshopify.com',
      'https://js.squarecdn.com',
      'https://js.klarna.com',
      'https://cdn.boldmetrics.example',
    ]);
  });
});
