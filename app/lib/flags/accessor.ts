import type {FeatureFlagValues, FlagGroup, FlagName} from './definitions';

/** Typed read access to resolved flags, the same in loaders and components. */
export interface FeatureFlags {
  enabled<G extends FlagGroup>(group: G, name: FlagName<G>): boolean;
  readonly values: FeatureFlagValues;
}

export function featureFlags(values: FeatureFlagValues): FeatureFlags {
  return {
    values,
    enabled: (group, name) => (values[group] as Record<string, boolean>)[name] === true,
  };
}
