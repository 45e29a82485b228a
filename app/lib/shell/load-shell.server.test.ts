import {describe, expect, it} from 'vitest';
import {headerContent} from '~/components/shell-fixtures';
import {shellModels, shellPart} from './load-shell.server';

const guest = {signedIn: false, gated: null};
const captcha = {required: false, scriptUrl: '/recaptcha.js'};

describe('the shell every page carries', () => {
  it('names the built-in menu in the page language without sending those names as texts', () => {
    const {messages, header} = shellModels({header: null}, 'fr-FR', guest);
    expect(header.items.map((item) => item.text)).toEqual([
      'Femme',
      'Homme',
      'Nouveautés',
      'Soldes',
      'Communauté',
    ]);
    expect(Object.keys(messages).filter((key) => key.startsWith('header.nav.'))).toEqual([]);
    expect(messages['header.menu']).toBe('Menu');
  });

  it('puts content’s button labels on top of the built-in ones', () => {
    const layout = {header: headerContent({accountButtonLabel: 'My account', cartButtonLabel: ' '})};
    const {messages} = shellModels(layout, 'en-GB', guest);
    expect(messages['header.account']).toBe('My account');
    expect(messages['header.bag']).toBe('Bag');
  });

  it('sends the test error page’s text only when the address asks for that page', () => {
    expect(shellModels({header: null}, 'de-DE', guest).messages['common.testErrorMessage']).toBeUndefined();
    const asked = shellModels({header: null}, 'de-DE', guest, {testErrorPage: true}).messages;
    expect(asked['common.testErrorMessage']).toBeTruthy();
    expect(asked['common.errorTitle']).toBe(
      shellModels({header: null}, 'de-DE', guest).messages['common.errorTitle'],
    );
  });

  it('leaves the drawer’s deeper levels’ texts to the menu part, which they need anyway', () => {
    const {messages} = shellModels({header: null}, 'en-US', guest);
    expect(messages['header.closeMenu']).toBe('Close menu');
    expect(messages['header.back']).toBeUndefined();
    const layout = {header: null, banner: null, countrySwitcher: null, footer: null};
    const menus = shellPart({layout, locale: 'en-US', captcha}, 'navigation');
    expect(menus.messages).toEqual({'header.back': 'Back', 'header.shopAll': 'Shop all'});
  });
});
