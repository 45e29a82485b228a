import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {browserOnly, lazyWithPreload} from './lazy';

describe('browserOnly', () => {
  it('loads nothing in the worker, and a server render of it fails loudly rather than sending an empty part', async () => {
    const Dialog = lazyWithPreload<{open: boolean}>(browserOnly);
    await Dialog.preload();
    expect(() => renderToString(<Dialog open />)).toThrow(/browser-only/);
  });
});
