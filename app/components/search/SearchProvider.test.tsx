// @vitest-environment jsdom
import {render} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {useSearchOverlay} from './SearchProvider';

function Trigger() {
  useSearchOverlay();
  return null;
}

describe('useSearchOverlay', () => {
  it('is a developer error outside SearchProvider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow(/useSearchOverlay must be used inside SearchProvider/);
    quiet.mockRestore();
  });
});
