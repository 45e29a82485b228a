// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it} from 'vitest';
import {consentStore} from '~/lib/consent/consent-store';
import {ConsentGate} from './ConsentGate';

afterEach(() => {
  cleanup();
  document.cookie = 'alderline_consent=; Max-Age=0; Path=/';
  localStorage.clear();
});

describe('ConsentGate', () => {
  it('renders nothing on the server, whatever the category', () => {
    const html = renderToString(
      <ConsentGate category="C0001">
        <span>tag</span>
      </ConsentGate>,
    );
    expect(html).not.toContain('tag');
  });

  it('renders its children only once the category is granted', () => {
    render(
      <ConsentGate category="C0004" fallback={<span>waiting</span>}>
        <span>advertising tag</span>
      </ConsentGate>,
    );
    expect(screen.queryByText('advertising tag')).toBeNull();
    act(() => consentStore.initialize('default-minimal'));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => consentStore.acceptAll());
    expect(screen.getByText('advertising tag')).toBeInTheDocument();
    act(() => consentStore.rejectOptional());
    expect(screen.queryByText('advertising tag')).toBeNull();
    expect(document.cookie).toContain('alderline_consent=');
  });
});
