// @vitest-environment jsdom
import {describe, expect, it, vi} from 'vitest';
import {whenScrolled} from './when-scrolled';

describe('whenScrolled', () => {
  it('runs the task once, on the first scroll, and not after it is stopped', () => {
    const task = vi.fn();
    whenScrolled(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(task).toHaveBeenCalledTimes(1);

    const stopped = vi.fn();
    whenScrolled(stopped)();
    window.dispatchEvent(new Event('scroll'));
    expect(stopped).not.toHaveBeenCalled();
  });

  it('runs the task at once on a page that is already scrolled (a reload that kept its place)', () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(600);
    const task = vi.fn();
    whenScrolled(task);
    expect(task).toHaveBeenCalledTimes(1);
    scrollY.mockRestore();
  });
});
