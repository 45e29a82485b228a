export type {FeatureFlagValues} from './definitions';
export {featureFlags} from './accessor';
export {resolveFeatureFlags} from './resolve';
