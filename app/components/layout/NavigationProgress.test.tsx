// @vitest-environment jsdom
import {cleanup, act, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider} from '~/lib/i18n/i18n';
import {NavigationProgress as Progress} from './NavigationProgress';

const navigation = vi.hoisted(() => ({state: 'idle' as 'idle' | 'loading' | 'submitting'}));
vi.mock('@remix-run/react', () => ({useNavigation: () => navigation}));

function NavigationProgress() {
  return (
    <I18nProvider locale="en-GB" messages={messagesFor('en-GB', ['common'])}>
      <Progress />
    </I18nProvider>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  navigation.state = 'idle';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NavigationProgress', () => {
  it('shows nothing for a navigation that finishes quickly', () => {
    const view = render(<NavigationProgress />);
    navigation.state = 'loading';
    view.rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(100));
    navigation.state = 'idle';
    view.rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a busy bar during a slow navigation, then completes and goes away', () => {
    const view = render(<NavigationProgress />);
    navigation.state = 'loading';
    view.rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar', {name: 'Loading page'})).toHaveAttribute('aria-busy', 'true');

    navigation.state = 'idle';
    view.rerender(<NavigationProgress />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-busy', 'false');
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('animates only for shoppers who have not asked for reduced motion', () => {
    const view = render(<NavigationProgress />);
    navigation.state = 'submitting';
    view.rerender(<NavigationProgress />);
    act(() => vi.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar').firstElementChild!;
    expect(bar.className).toMatch(/(^|\s)motion-safe:animate-/);
    expect(bar.className).not.toMatch(/(^|\s)animate-/);
  });
});
