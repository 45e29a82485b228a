/**
 * Algolia Insights (`POST /1/events`): validates each event as the Insights API does and
 * records the accepted batches so tests can read them back from `GET /1/__events`.
 */
import {AlgoliaApiError} from './errors';

type InsightsEventType = 'click' | 'conversion' | 'view';

interface InsightsEvent {
  eventType: InsightsEventType;
  eventSubtype?: 'addToCart' | 'purchase';
  eventName: string;
  index: string;
  userToken: string;
  authenticatedUserToken?: string;
  timestamp?: number;
  queryID?: string;
  objectIDs?: string[];
  positions?: number[];
  filters?: string[];
  objectData?: unknown[];
  value?: number | string;
  currency?: string;
}

export interface RecordedEvent extends InsightsEvent {
  /** When the emulator received it (ms since epoch). */
  receivedAt: number;
  /** The application id the batch was sent with. */
  appId: string;
}

const EVENT_TYPES = new Set(['click', 'conversion', 'view']);
const USER_TOKEN = /^[a-zA-Z0-9_=/+-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/i;
const MAX_EVENTS_PER_BATCH = 1000;
const MAX_OBJECT_IDS = 20;
const MAX_FILTERS = 10;
const MAX_EVENT_AGE_MS = 4 * 24 * 60 * 60 * 1000;
const MAX_RECORDED_EVENTS = 10_000;

const invalid = (message: string) => new AlgoliaApiError(422, message);

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.length > 0);
}

function validateEvent(raw: unknown, at: string, now: number): InsightsEvent {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalid(`${at}: expected an event object`);
  const event = raw as Record<string, unknown>;
  if (!EVENT_TYPES.has(event.eventType as string)) {
    throw invalid(`${at}.eventType: must be one of click, conversion, view`);
  }
  if (event.eventSubtype !== undefined) {
    if (
      event.eventType !== 'conversion' ||
      (event.eventSubtype !== 'addToCart' && event.eventSubtype !== 'purchase')
    ) {
      throw invalid(`${at}.eventSubtype: must be addToCart or purchase, on conversion events only`);
    }
  }
  if (
    typeof event.eventName !== 'string' ||
    event.eventName.length < 1 ||
    event.eventName.length > 64 ||
    !/^[\x20-\x7e]+$/.test(event.eventName)
  ) {
    throw invalid(`${at}.eventName: must be 1 to 64 printable ASCII characters`);
  }
  if (typeof event.index !== 'string' || event.index.length === 0) throw invalid(`${at}.index: is required`);
  if (typeof event.userToken !== 'string' || !USER_TOKEN.test(event.userToken)) {
    throw invalid(`${at}.userToken: must be 1 to 129 characters among a-z, A-Z, 0-9, _, =, /, +, -`);
  }
  if (
    event.authenticatedUserToken !== undefined &&
    (typeof event.authenticatedUserToken !== 'string' || !USER_TOKEN.test(event.authenticatedUserToken))
  ) {
    throw invalid(
      `${at}.authenticatedUserToken: must be 1 to 129 characters among a-z, A-Z, 0-9, _, =, /, +, -`,
    );
  }
  if (event.timestamp !== undefined) {
    if (typeof event.timestamp !== 'number' || !Number.isInteger(event.timestamp))
      throw invalid(`${at}.timestamp: must be an integer (milliseconds)`);
    if (event.timestamp < now - MAX_EVENT_AGE_MS)
      throw invalid(`${at}.timestamp: must not be older than 4 days`);
  }
  const hasObjects = event.objectIDs !== undefined;
  const hasFilters = event.filters !== undefined;
  if (hasObjects === hasFilters) throw invalid(`${at}: exactly one of objectIDs or filters is required`);
  if (hasObjects) {
    if (!isStringArray(event.objectIDs) || event.objectIDs.length === 0)
      throw invalid(`${at}.objectIDs: must be a non-empty array of strings`);
    if (event.objectIDs.length > MAX_OBJECT_IDS)
      throw invalid(`${at}.objectIDs: must contain at most ${MAX_OBJECT_IDS} items`);
  }
  if (hasFilters) {
    if (!isStringArray(event.filters) || event.filters.length === 0)
      throw invalid(`${at}.filters: must be a non-empty array of strings`);
    if (event.filters.length > MAX_FILTERS)
      throw invalid(`${at}.filters: must contain at most ${MAX_FILTERS} items`);
    if (event.filters.some((filter) => !decodeURIComponentSafe(filter).includes(':'))) {
      throw invalid(`${at}.filters: each filter must look like attribute:value`);
    }
  }
  if (event.queryID !== undefined) {
    if (typeof event.queryID !== 'string' || !QUERY_ID.test(event.queryID))
      throw invalid(`${at}.queryID: must be 32 hexadecimal characters`);
    if (event.eventType === 'view') throw invalid(`${at}.queryID: is not allowed on view events`);
  }
  if (event.positions !== undefined) {
    if (event.eventType !== 'click' || event.queryID === undefined)
      throw invalid(`${at}.positions: only allowed on click events with a queryID`);
    if (
      !Array.isArray(event.positions) ||
      !event.positions.every((position) => Number.isInteger(position) && (position as number) > 0)
    ) {
      throw invalid(`${at}.positions: must be an array of positive integers`);
    }
    if (!hasObjects || event.positions.length !== (event.objectIDs as string[]).length) {
      throw invalid(`${at}.positions: must have as many items as objectIDs`);
    }
  }
  if (
    event.eventType === 'click' &&
    event.queryID !== undefined &&
    hasObjects &&
    event.positions === undefined
  ) {
    throw invalid(`${at}.positions: is required on click events with a queryID`);
  }
  if (event.objectData !== undefined) {
    if (
      !Array.isArray(event.objectData) ||
      !hasObjects ||
      event.objectData.length !== (event.objectIDs as string[]).length
    ) {
      throw invalid(`${at}.objectData: must have as many items as objectIDs`);
    }
  }
  return event as unknown as InsightsEvent;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export class InsightsStore {
  private events: RecordedEvent[] = [];

  /** Validates a whole batch (all or nothing, as the API does) and records it. */
  receive(body: unknown, appId: string, now = Date.now()): {status: number; message: string} {
    if (!body || typeof body !== 'object' || !Array.isArray((body as {events?: unknown}).events)) {
      throw invalid('events: is required and must be an array');
    }
    const batch = (body as {events: unknown[]}).events;
    if (batch.length === 0) throw invalid('events: must contain at least 1 event');
    if (batch.length > MAX_EVENTS_PER_BATCH)
      throw invalid(`events: must contain at most ${MAX_EVENTS_PER_BATCH} events`);
    const accepted = batch.map((event, index) => validateEvent(event, `events[${index}]`, now));
    for (const event of accepted) this.events.push({...event, receivedAt: now, appId});
    if (this.events.length > MAX_RECORDED_EVENTS) this.events = this.events.slice(-MAX_RECORDED_EVENTS);
    return {status: 200, message: 'OK'};
  }

  list(): RecordedEvent[] {
    return [...this.events];
  }

  clear(): void {
    this.events = [];
  }

  /** Restores what snapshot() saved; anything unreadable leaves the store empty. */
  restore(data: unknown): void {
    const events = (data as {events?: unknown} | null)?.events;
    this.events = Array.isArray(events)
      ? (events.filter((event) => event && typeof event === 'object') as RecordedEvent[])
      : [];
  }
}
