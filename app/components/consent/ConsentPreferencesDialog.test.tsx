// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {ONLY_NECESSARY, ALL_GRANTED} from '~/lib/consent/categories';
import {ConsentBanner} from './ConsentBanner';
import {ConsentPreferencesDialog} from './ConsentPreferencesDialog';
import {consentTextsFor} from './consent-texts';

const texts = consentTextsFor('en-GB');

afterEach(cleanup);

function renderDialog(current = ONLY_NECESSARY) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(<ConsentPreferencesDialog open texts={texts} current={current} onSave={onSave} onClose={onClose} />);
  return {onSave, onClose};
}

describe('ConsentPreferencesDialog', () => {
  it('has a switch per category, strictly necessary on and locked', () => {
    renderDialog();
    expect(screen.getByRole('dialog', {name: 'Cookie preferences'})).toBeInTheDocument();
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
    render(<ConsentBanner texts={consentTextsFor('de-DE')} {...handlers} />);
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

describe('consentTextsFor', () => {
  it('uses the market language, the right Chinese script, and English otherwise', () => {
    expect(consentTextsFor('ar-AE').acceptAll).toBe('قبول الكل');
    expect(consentTextsFor('zh-HK').categories.C0001.name).toBe('絕對必要');
    expect(consentTextsFor('zh-SG').categories.C0001.name).toBe('严格必要');
    expect(consentTextsFor('en-AT').acceptAll).toBe('Accept all');
    expect(consentTextsFor('xx-YY').acceptAll).toBe('Accept all');
  });
});
