// @vitest-environment jsdom
import {act, cleanup, render} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {consentStore} from '~/lib/consent/consent-store';
import {AFTERPAY_SCRIPT_URL, KLARNA_SCRIPT_URL, type ThirdPartyWidgets} from '~/lib/product/pay-later';
import {ThirdPartyScripts} from './ThirdPartyScripts';

const WIDGETS: ThirdPartyWidgets = {
  afterpay: {mpid: 'mpid-1', locale: 'en_US'},
  klarna: {group: 'klarna-na', clientId: 'client-1', locale: 'en-US', environment: 'playground'},
  boldMetrics: null,
};

const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  cleanup();
  document.cookie = 'alderline_consent=; Max-Age=0; Path=/';
  localStorage.clear();
});

describe('ThirdPartyScripts', () => {
  it('adds each configured provider’s script to the head only once functional cookies are allowed, and only once', () => {
    act(() => consentStore.initialize('default-minimal'));
    const {rerender} = render(<ThirdPartyScripts widgets={WIDGETS} />);
    expect(scripts()).toEqual([]);

    act(() => consentStore.acceptAll());
    rerender(<ThirdPartyScripts widgets={{...WIDGETS}} />);
    render(<ThirdPartyScripts widgets={WIDGETS} />);
    expect(scripts().map((script) => script.src)).toEqual([AFTERPAY_SCRIPT_URL, KLARNA_SCRIPT_URL]);
    const klarna = scripts()[1]!;
    expect(klarna.dataset.clientId).toBe('client-1');
    expect(klarna.dataset.environment).toBe('playground');
  });
});
