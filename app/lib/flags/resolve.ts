import {reportError} from '~/lib/errors';
import {
  defaultFlagValues,
  QUERY_MAY_ONLY_DISABLE,
  isFlagGroup,
  isFlagName,
  type FeatureFlagValues,
  type FlagGroup,
} from './definitions';

const FLAG_QUERY_PREFIX = 'ff.';

const OVERRIDE_VALUES: Readonly<Record<string, boolean>> = {true: true, false: false, 1: true, 0: false};

/**
 * Defaults, then content, then query overrides. Bad content or a bad override is
 * reported (FF-*) and ignored; flags never break a page.
 */
export function resolveFeatureFlags(
  contentFlags: unknown,
  searchParams?: URLSearchParams,
): FeatureFlagValues {
  const values = defaultFlagValues();
  applyContentFlags(values, contentFlags);
  if (searchParams) applyQueryOverrides(values, searchParams);
  return values;
}

/**
 * Site variables' `featureFlags`: `{group: {name: boolean}}`, or dotted keys
 * `{"group.name": boolean}`. Unknown flags are ignored quietly (content may be
 * ahead of the code); a value that is not a boolean is reported.
 */
function applyContentFlags(values: FeatureFlagValues, contentFlags: unknown): void {
  if (contentFlags === null || contentFlags === undefined) return;
  if (!isRecord(contentFlags)) {
    reportError('FF-003', undefined, {featureFlags: typeof contentFlags});
    return;
  }
  for (const [key, value] of Object.entries(contentFlags)) {
    if (isRecord(value)) {
      for (const [name, flagValue] of Object.entries(value)) setFromContent(values, key, name, flagValue);
    } else {
      const [group, name] = splitDotted(key);
      if (group && name) setFromContent(values, group, name, value);
    }
  }
}

function setFromContent(values: FeatureFlagValues, group: string, name: string, value: unknown): void {
  if (!isFlagGroup(group) || !isFlagName(group, name)) return;
  if (typeof value !== 'boolean') {
    reportError('FF-003', undefined, {flag: `${group}.${name}`, value: String(value)});
    return;
  }
  setFlag(values, group, name, value);
}

/** Bad overrides named in one report; a URL with thousands of them still logs one short line per kind. */
const REPORTED_PARAMETERS_MAX = 5;
const REPORTED_TEXT_MAX = 100;

function applyQueryOverrides(values: FeatureFlagValues, searchParams: URLSearchParams): void {
  const problems = new Map<'FF-001' | 'FF-002' | 'FF-004', string[]>();
  const note = (code: 'FF-001' | 'FF-002' | 'FF-004', parameter: string) => {
    const list = problems.get(code) ?? [];
    list.push(parameter);
    problems.set(code, list);
  };
  for (const [parameter, raw] of searchParams) {
    if (!parameter.startsWith(FLAG_QUERY_PREFIX)) continue;
    const [group, name] = splitDotted(parameter.slice(FLAG_QUERY_PREFIX.length));
    if (!group || !name || !isFlagGroup(group) || !isFlagName(group, name)) {
      note('FF-002', parameter);
      continue;
    }
    const value = OVERRIDE_VALUES[raw.trim().toLowerCase()];
    if (value === undefined) {
      note('FF-001', `${parameter}=${raw}`);
      continue;
    }
    if (value && QUERY_MAY_ONLY_DISABLE.has(`${group}.${name}`)) {
      note('FF-004', parameter);
      continue;
    }
    setFlag(values, group, name, value);
  }
  for (const [code, parameters] of problems) {
    reportError(code, undefined, {
      count: parameters.length,
      parameters: parameters
        .slice(0, REPORTED_PARAMETERS_MAX)
        .map((text) => text.slice(0, REPORTED_TEXT_MAX)),
    });
  }
}

function setFlag(values: FeatureFlagValues, group: FlagGroup, name: string, value: boolean): void {
  (values[group] as Record<string, boolean>)[name] = value;
}

function splitDotted(key: string): [string | undefined, string | undefined] {
  const dot = key.indexOf('.');
  if (dot <= 0) return [undefined, undefined];
  return [key.slice(0, dot), key.slice(dot + 1)];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
