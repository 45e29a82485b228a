import type {ContentEntry} from '../entry';
import type {MapContext} from '../map-context';
import {jsonArray, optionalText} from '../read';

interface CountryRegion {
  name: string;
  countryCodes: string[];
}

/** Texts of the country switcher and country-confirmation dialogs; {country} is filled by the app. */
export interface CountrySwitcher {
  title: string | null;
  description: string | null;
  currentCountryLabel: string | null;
  submitLabel: string | null;
  regions: CountryRegion[];
  confirmation: {
    title: string | null;
    body: string | null;
    switchLabel: string | null;
    stayLabel: string | null;
  };
}

function mapRegion(entry: ContentEntry, value: unknown, ctx: MapContext): CountryRegion | null {
  const region = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const codes = Array.isArray(region.countryCodes)
    ? region.countryCodes.filter((code) => typeof code === 'string')
    : [];
  if (typeof region.name !== 'string' || codes.length === 0) {
    ctx.warn(new Error(`country_switcher ${entry.id}: a region lacks a name or countries`));
    return null;
  }
  return {name: region.name, countryCodes: codes.map((code) => code.toUpperCase())};
}

export function mapCountrySwitcher(entry: ContentEntry, ctx: MapContext): CountrySwitcher {
  return {
    title: optionalText(entry, 'title'),
    description: optionalText(entry, 'description'),
    currentCountryLabel: optionalText(entry, 'currentCountryLabel'),
    submitLabel: optionalText(entry, 'submitLabel'),
    regions: jsonArray(entry, 'regions')
      .map((region) => mapRegion(entry, region, ctx))
      .filter((region): region is CountryRegion => region !== null),
    confirmation: {
      title: optionalText(entry, 'confirmationTitle'),
      body: optionalText(entry, 'confirmationBody'),
      switchLabel: optionalText(entry, 'switchLabel'),
      stayLabel: optionalText(entry, 'stayLabel'),
    },
  };
}
