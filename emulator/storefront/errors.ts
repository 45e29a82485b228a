import {type GraphQLError} from 'graphql';

/** Shopify-like codes for graphql-js validation messages (best effort, by message shape). */
const VALIDATION_CODES: [RegExp, string][] = [
  [/^Cannot query field/, 'undefinedField'],
  [/^Unknown argument/, 'argumentNotAccepted'],
  [/argument .* of type .* is required, but it was not provided/, 'missingRequiredArguments'],
  [/^Variable ".*" is never used/, 'variableNotUsed'],
  [/^Variable ".*" is not defined/, 'undefinedVariable'],
  [/^Variable ".*" of type .* used in position expecting/, 'variableMismatch'],
  [/^Unknown type/, 'undefinedType'],
  [/^Unknown fragment/, 'undefinedFragment'],
  [/^Fragment ".*" is never used/, 'useAndDefineFragment'],
  [/must have a selection of subfields/, 'selectionMismatch'],
  [/must not have a selection since type/, 'selectionMismatch'],
  [/^Syntax Error/, 'parseError'],
  [/^Unknown directive/, 'undefinedDirective'],
];

export interface ShopifyErrorJson {
  message: string;
  locations?: {line: number; column: number}[];
  path?: (string | number)[];
  extensions: {code: string; [key: string]: unknown};
}

export function validationErrorJson(error: GraphQLError): ShopifyErrorJson {
  const code =
    VALIDATION_CODES.find(([pattern]) => pattern.test(error.message))?.[1] ?? 'GRAPHQL_VALIDATION_FAILED';
  return {
    message: error.message,
    ...(error.locations ? {locations: [...error.locations]} : {}),
    extensions: {code},
  };
}

export function executionErrorJson(error: GraphQLError): ShopifyErrorJson {
  const extensions = error.extensions as {code?: unknown} | undefined;
  const code =
    typeof extensions?.code === 'string'
      ? extensions.code
      : /^Variable "\$/.test(error.message)
        ? 'INVALID_VARIABLE'
        : error.originalError
          ? 'INTERNAL_SERVER_ERROR'
          : 'BAD_REQUEST';
  return {
    message: error.message,
    ...(error.locations ? {locations: [...error.locations]} : {}),
    ...(error.path ? {path: [...error.path]} : {}),
    extensions: {...(error.extensions ?? {}), code},
  };
}
