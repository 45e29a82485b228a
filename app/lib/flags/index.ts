export {FLAG_DEFAULTS, defaultFlagValues} from './definitions';
export type {FeatureFlagValues, FlagGroup, FlagName} from './definitions';
export {featureFlags} from './accessor';
export type {FeatureFlags} from './accessor';
export {FLAG_QUERY_PREFIX, resolveFeatureFlags} from './resolve';
