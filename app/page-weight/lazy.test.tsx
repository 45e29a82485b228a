import type {AppLoadContext} from '@shopify/remix-oxygen';
import {Suspense, type ComponentType} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {lazyWithPreload, loadLazyComponents} from './lazy';
import {sectionsBeforeRender, serverSection} from './server-sections.server';

describe('lazyWithPreload(null), for code the server never renders', () => {
  it('loads nothing in the worker, and a server render of it fails loudly rather than sending an empty part', async () => {
    const Dialog = lazyWithPreload<{open: boolean}>(null);
    await Dialog.preload();
    expect(() => renderToString(<Dialog open />)).toThrow(/browser-only/);
  });
});

function List({items}: {items: string[]}) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The page's server HTML for the section, as the document render writes it. */
function page(Section: ComponentType<{items: string[]}>) {
  return renderToString(
    <Suspense fallback={<p>Loading the list</p>}>
      <Section items={['Jogger', 'Legging']} />
    </Suspense>,
  );
}

describe("lazyWithPreload(…, {onServer: 'with-its-section'}), for heavy code only some pages render", () => {
  it('is not loaded before every render, only for a page whose section names it, and then renders at once', async () => {
    let loadedInner = false;
    const load = vi.fn(async () => {
      // Code loaded on demand may declare lazy components of its own (a dialog of the list).
      lazyWithPreload(async () => {
        loadedInner = true;
        return List;
      });
      return List;
    });
    const ListSection = lazyWithPreload(load, {onServer: 'with-its-section'});

    await loadLazyComponents();
    expect(load).not.toHaveBeenCalled();
    // Rendered without its section's load, it would suspend: the HTML would carry the fallback.
    const unloaded = lazyWithPreload(async () => List, {onServer: 'with-its-section'});
    expect(page(unloaded)).toContain('Loading the list');

    const context = {} as AppLoadContext;
    serverSection(context, '/api/list', () => ({items: ['Jogger']}), {code: ListSection});
    await sectionsBeforeRender(context);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadedInner).toBe(true);
    const html = page(ListSection);
    expect(html).toContain('<li>Jogger</li><li>Legging</li>');
    expect(html).not.toContain('Loading the list');
  });
});
