import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {lazyWithPreload} from './lazy';

describe('lazyWithPreload(null), for code the server never renders', () => {
  it('loads nothing in the worker, and a server render of it fails loudly rather than sending an empty part', async () => {
    const Dialog = lazyWithPreload<{open: boolean}>(null);
    await Dialog.preload();
    expect(() => renderToString(<Dialog open />)).toThrow(/browser-only/);
  });
});
