// @vitest-environment jsdom
import {cleanup, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {CookiesBlockedScreen} from './CookiesBlocked';
import {useCookiesBlocked} from './use-cookies-blocked';

function Gate() {
  return useCookiesBlocked() ? <CookiesBlockedScreen /> : <p>shop</p>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the cookie-blocked screen', () => {
  it('replaces the page when the browser blocks cookies', () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    render(<Gate />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Your browser is currently set to block cookies. Please try enabling cookies to use this service.',
    );
    expect(screen.queryByText('shop')).toBeNull();
  });

  it('stays away when cookies are allowed', () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(true);
    render(<Gate />);
    expect(screen.getByText('shop')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
