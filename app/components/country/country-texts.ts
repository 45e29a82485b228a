import type {CountrySwitcherContent} from '~/lib/root-data';

export interface CountryTexts {
  title: string;
  description: string;
  currentCountryLabel: string;
  /** `{country}` is replaced by the detected country's name. */
  confirmationTitle: string;
  confirmationBody: string;
  switchLabel: string;
  /** `{country}` (if present) is replaced by the current store's country. */
  stayLabel: string;
  regions: {name: string; countryCodes: string[]}[];
}

const ENGLISH: Omit<CountryTexts, 'regions'> = {
  title: 'Choose your country',
  description: 'Prices, shipping and availability are shown for the country you choose.',
  currentCountryLabel: 'You are shopping in',
  confirmationTitle: 'Are you shopping from {country}?',
  confirmationBody: 'Visit the {country} store for local prices, shipping and returns.',
  switchLabel: 'Go to the {country} store',
  stayLabel: 'Stay on the {country} store',
};

/** Content texts in the shopper's language, English where content has none (or is down). */
export function countryTexts(content: CountrySwitcherContent | null | undefined): CountryTexts {
  const or = (text: string | null | undefined, key: keyof typeof ENGLISH) => text?.trim() || ENGLISH[key];
  const confirmation = content?.confirmation;
  return {
    title: or(content?.title, 'title'),
    description: or(content?.description, 'description'),
    currentCountryLabel: or(content?.currentCountryLabel, 'currentCountryLabel'),
    confirmationTitle: or(confirmation?.title, 'confirmationTitle'),
    confirmationBody: or(confirmation?.body, 'confirmationBody'),
    switchLabel: or(confirmation?.switchLabel, 'switchLabel'),
    stayLabel: or(confirmation?.stayLabel, 'stayLabel'),
    regions: content?.regions ?? [],
  };
}

export function withCountry(text: string, country: string): string {
  return text.replaceAll('{country}', country);
}
