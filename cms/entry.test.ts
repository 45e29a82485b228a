import {describe, expect, it} from 'vitest';
import {absoluteAssetUrl, toContentEntries} from './entry';

describe('toContentEntries', () => {
  it('turns assets into plain files with absolute URLs', () => {
    const [page] = toContentEntries([
      {
        sys: {id: 'p', type: 'Entry', contentType: {sys: {id: 'page'}}},
        fields: {
          image: {
            sys: {id: 'a', type: 'Asset'},
            fields: {
              title: 'Alt',
              file: {
                url: '//images.ctfassets.net/x/a.jpg',
                contentType: 'image/jpeg',
                fileName: 'a.jpg',
                details: {image: {width: 10, height: 20}},
              },
            },
          },
        },
      },
    ]);
    expect(page.fields.image).toEqual({
      kind: 'asset',
      id: 'a',
      title: 'Alt',
      description: null,
      url: 'https://images.ctfassets.net/x/a.jpg',
      contentType: 'image/jpeg',
      fileName: 'a.jpg',
      width: 10,
      height: 20,
    });
  });

  it('cuts circular references instead of following them', () => {
    const parent: Record<string, unknown> = {
      sys: {id: 'parent', type: 'Entry', contentType: {sys: {id: 'menu_item'}}},
      fields: {title: 'Parent'},
    };
    const child = {
      sys: {id: 'child', type: 'Entry', contentType: {sys: {id: 'menu_item'}}},
      fields: {title: 'Child', children: [parent]},
    };
    parent.fields = {title: 'Parent', children: [child]};
    const [plain] = toContentEntries([parent]);
    expect(plain.fields.children).toEqual([
      {kind: 'entry', id: 'child', contentType: 'menu_item', fields: {title: 'Child', children: []}},
    ]);
  });

  it('keeps JSON fields as they are', () => {
    const [plain] = toContentEntries([
      {
        sys: {id: 's', type: 'Entry', contentType: {sys: {id: 'site_variables'}}},
        fields: {featureFlags: {pdp: {showModelSwitcher: false}}, list: ['a', null]},
      },
    ]);
    expect(plain.fields).toEqual({featureFlags: {pdp: {showModelSwitcher: false}}, list: ['a', null]});
  });
});

describe('absoluteAssetUrl', () => {
  it('uses https except on loopback, where the emulator speaks http', () => {
    expect(absoluteAssetUrl('//images.ctfassets.net/a.png')).toBe('https://images.ctfassets.net/a.png');
    expect(absoluteAssetUrl('//127.0.0.1:4100/images/a.svg')).toBe('http://127.0.0.1:4100/images/a.svg');
    expect(absoluteAssetUrl('//localhost/images/a.svg')).toBe('http://localhost/images/a.svg');
    expect(absoluteAssetUrl('https://x.example/a.png')).toBe('https://x.example/a.png');
  });
});
