import {reportError} from '~/lib/errors';
import type {Geolocation} from './geolocation';

/**
 * Checkout experiment flags: the A/B testing tool's assignments that checkout must see,
 * kept in localStorage so they outlive the page that assigned them. An assignment may be
 * targeted at countries and subdivisions; one that no longer matches where the visitor is,
 * that the tool no longer runs, or whose variation changed is removed (or replaced).
 */
export const CHECKOUT_FLAGS_KEY = 'alderline:checkout-flags';
const STORAGE_VERSION = 1;

export interface ExperimentTargeting {
  /** ISO country codes; none means every country. */
  countries?: string[];
  /** ISO 3166-2 codes ('US-CA') or bare subdivision codes ('CA'); none means every subdivision. */
  subdivisions?: string[];
}

/** An assignment as the A/B tool announces it. */
interface ExperimentAssignment {
  experimentId: string;
  /** The flag checkout reads, e.g. 'cart_v2'. */
  flag: string;
  variationId: string;
  targeting?: ExperimentTargeting;
}

interface StoredFlag extends ExperimentAssignment {
  storedAt: string;
}

interface StoredFlags {
  version: number;
  flags: Record<string, StoredFlag>;
}

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function matchesTargeting(targeting: ExperimentTargeting | undefined, geo: Geolocation): boolean {
  if (!targeting) return true;
  const countries = (targeting.countries ?? []).map((code) => code.toUpperCase());
  if (countries.length > 0 && !countries.includes(geo.country)) return false;
  const subdivisions = (targeting.subdivisions ?? []).map((code) => code.toUpperCase());
  if (subdivisions.length === 0) return true;
  if (!geo.subdivision) return false;
  return subdivisions.some(
    (code) => code === geo.subdivision || code === `${geo.country}-${geo.subdivision}`,
  );
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isTextList = (value: unknown) => value === undefined || (Array.isArray(value) && value.every(isText));

function isAssignment(value: unknown): value is ExperimentAssignment {
  if (typeof value !== 'object' || value === null) return false;
  const {experimentId, flag, variationId, targeting} = value as Record<string, unknown>;
  if (!isText(experimentId) || !isText(flag) || !isText(variationId)) return false;
  if (targeting === undefined) return true;
  if (typeof targeting !== 'object' || targeting === null) return false;
  const {countries, subdivisions} = targeting as Record<string, unknown>;
  return isTextList(countries) && isTextList(subdivisions);
}

/** The stored flags; a damaged or foreign value is reported (ABT-002) and read as none. */
function readStored(storage: FlagStorage): Record<string, StoredFlag> {
  let raw: string | null;
  try {
    raw = storage.getItem(CHECKOUT_FLAGS_KEY);
  } catch (error) {
    reportError('ABT-002', error);
    return {};
  }
  if (raw === null) return {};
  try {
    const parsed = JSON.parse(raw) as StoredFlags;
    if (parsed?.version !== STORAGE_VERSION || typeof parsed.flags !== 'object' || parsed.flags === null) {
      throw new Error('Unknown checkout flags format');
    }
    const flags: Record<string, StoredFlag> = {};
    for (const [id, flag] of Object.entries(parsed.flags)) {
      if (isAssignment(flag) && flag.experimentId === id) flags[id] = flag as StoredFlag;
    }
    return flags;
  } catch (error) {
    reportError('ABT-002', error);
    return {};
  }
}

function write(storage: FlagStorage, flags: Record<string, StoredFlag>): void {
  try {
    if (Object.keys(flags).length === 0) storage.removeItem(CHECKOUT_FLAGS_KEY);
    else storage.setItem(CHECKOUT_FLAGS_KEY, JSON.stringify({version: STORAGE_VERSION, flags}));
  } catch (error) {
    reportError('ABT-003', error);
  }
}

/**
 * Brings the stored flags in line with the tool's current assignments and where the visitor
 * is: keeps what still matches, stores new assignments that match, replaces a changed
 * variation, removes the rest. `running` is every experiment the tool still runs (an
 * assignment announced earlier stays while its experiment runs). Returns flag → variation.
 */
export function syncCheckoutFlags({
  assignments,
  running,
  geo,
  storage,
  now = new Date(),
}: {
  assignments: readonly unknown[];
  running: ReadonlySet<string> | null;
  geo: Geolocation;
  storage: FlagStorage;
  now?: Date;
}): Record<string, string> {
  const stored = readStored(storage);
  const next: Record<string, StoredFlag> = {};
  for (const [id, flag] of Object.entries(stored)) {
    if (running && !running.has(id)) continue;
    if (!matchesTargeting(flag.targeting, geo)) continue;
    next[id] = flag;
  }
  for (const assignment of assignments) {
    if (!isAssignment(assignment)) {
      reportError('ABT-001', undefined, {reason: 'malformed assignment'});
      continue;
    }
    const {experimentId} = assignment;
    if (!matchesTargeting(assignment.targeting, geo)) {
      delete next[experimentId];
      continue;
    }
    const previous = next[experimentId];
    if (previous && previous.variationId === assignment.variationId && previous.flag === assignment.flag)
      continue;
    next[experimentId] = {...assignment, storedAt: now.toISOString()};
  }
  if (JSON.stringify(next) !== JSON.stringify(stored)) write(storage, next);
  return Object.fromEntries(Object.values(next).map((flag) => [flag.flag, flag.variationId]));
}

/** Whether any stored or announced assignment needs to know where the visitor is. */
export function needsGeolocation(assignments: readonly unknown[], storage: FlagStorage): boolean {
  const targeted = (value: unknown) =>
    isAssignment(value) &&
    Boolean(value.targeting?.countries?.length || value.targeting?.subdivisions?.length);
  return assignments.some(targeted) || Object.values(readStored(storage)).some(targeted);
}

/**
 * The stored flags as checkout reads them, flag → variation (the bag's checkout form sends
 * them along as cart attributes). Nothing when storage is unreadable.
 */
export function storedCheckoutFlags(storage: FlagStorage | null): Record<string, string> {
  if (!storage) return {};
  return Object.fromEntries(Object.values(readStored(storage)).map((flag) => [flag.flag, flag.variationId]));
}

/** The stored flags for the checkout form, as JSON (`{}` when storage cannot be read). */
export function checkoutFlagsJson(): string {
  let storage: FlagStorage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return JSON.stringify(storedCheckoutFlags(storage));
}
