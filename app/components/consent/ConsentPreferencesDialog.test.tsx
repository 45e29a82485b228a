// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import type {ReactNode} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {ONLY_NECESSARY, ALL_GRANTED} from '~/lib/consent/categories';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider} from '~/lib/i18n/i18n';
import {ConsentBanner} from './ConsentBanner';
import {ConsentPreferencesDialog} from './ConsentPreferencesDialog';

afterEach(cleanup);

/** The consent texts arrive with the dialogs' shell part, in the market's language. */
function inLanguage(locale: string, ui: ReactNode) {
  return (
    <I18nProvider locale={locale} messages={messagesFor(locale, ['consent'])}>
      {ui}
    </I18nProvider>
  );
}

function renderDialog(current = ONLY_NECESSARY) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(
    inLanguage(
      'en-GB',
      <ConsentPreferencesDialog open current={current} onSave={onSave} onClose={onClose} />,
    ),
  );
  return {onSave, onClose};
}

describe('ConsentPreferencesDialog', () => {
  it('has a switch per category, strictly necessary on and locked', () => {
    renderDialog();
    expect(screen.getByRole('dialog', {name: 'Cookie preferences'})).toBeVisible();
    const necessary = screen.getByRole('switch', {name: 'Strictly necessary'});
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ['Analytics', 'Functionality', 'Advertising', 'Social media']) {
      expect(screen.getByRole('switch', {name})).not.toBeChecked();
    }
  });

  it('saves exactly the switches the shopper turned on', () => {
    const {onSave} = renderDialog();
    fireEvent.click(screen.getByRole('switch', {name: 'Advertising'}));
    fireEvent.click(screen.getByRole('switch', {name: 'Strictly necessary'}));
    fireEvent.click(screen.getByRole('button', {name: 'Save preferences'}));
    expect(onSave).toHaveBeenCalledWith({...ONLY_NECESSARY, C0004: true});
  });

  it('starts from the current choice and offers accept all and reject optional', () => {
    const {onSave} = renderDialog(ALL_GRANTED);
    expect(screen.getByRole('switch', {name: 'Analytics'})).toBeChecked();
    fireEvent.click(screen.getByRole('button', {name: 'Reject optional'}));
    expect(onSave).toHaveBeenLastCalledWith(ONLY_NECESSARY);
    fireEvent.click(screen.getByRole('button', {name: 'Accept all'}));
    expect(onSave).toHaveBeenLastCalledWith(ALL_GRANTED);
  });

  it('closes without saving from its close button', () => {
    const {onSave, onClose} = renderDialog();
    fireEvent.click(screen.getByRole('button', {name: 'Close'}));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('ConsentBanner', () => {
  it('offers accept, reject and preferences with equal ease', () => {
    const handlers = {onAcceptAll: vi.fn(), onRejectOptional: vi.fn(), onOpenPreferences: vi.fn()};
    render(inLanguage('de-DE', <ConsentBanner {...handlers} />));
    const banner = screen.getByRole('region', {name: 'Cookie-Zustimmung'});
    fireEvent.click(screen.getByRole('button', {name: 'Alle akzeptieren'}));
    fireEvent.click(screen.getByRole('button', {name: 'Optionale ablehnen'}));
    fireEvent.click(screen.getByRole('button', {name: 'Einstellungen'}));
    expect(handlers.onAcceptAll).toHaveBeenCalledOnce();
    expect(handlers.onRejectOptional).toHaveBeenCalledOnce();
    expect(handlers.onOpenPreferences).toHaveBeenCalledOnce();
    const [accept, reject] = banner.querySelectorAll('button');
    expect(accept.className).toBe(reject.className);
  });
});

describe('consent texts', () => {
  it('use the market language and the right Chinese script', () => {
    expect(messagesFor('ar-AE', ['consent'])['consent.acceptAll']).toBe('قبول الكل');
    expect(messagesFor('zh-HK', ['consent'])['consent.categories.C0001.name']).toBe('絕對必要');
    expect(messagesFor('zh-SG', ['consent'])['consent.categories.C0001.name']).toBe('严格必要');
    expect(messagesFor('en-AT', ['consent'])['consent.acceptAll']).toBe('Accept all');
  });
});
