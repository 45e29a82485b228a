/**
 * Connection settings the app can use against the emulator. Any space id, environment and
 * non-empty token are accepted; these are the conventional values for `.env.example` and tests.
 */
export const CONTENT_EMULATOR_DEFAULTS = {
  space: 'alderline',
  environment: 'master',
  deliveryToken: 'emulator-delivery-token',
  previewToken: 'emulator-preview-token',
  previewBasePath: '/preview',
} as const;
