/** Contentful's error bodies: `{sys: {type: 'Error', id}, message, details, requestId}`. */

export type ContentfulErrorId = 'InvalidQuery' | 'NotFound' | 'AccessTokenInvalid' | 'BadRequest';

const STATUS_BY_ERROR: Record<ContentfulErrorId, number> = {
  InvalidQuery: 400,
  BadRequest: 400,
  AccessTokenInvalid: 401,
  NotFound: 404,
};

/** The content service's own wording, word for word: clients and logs may match on it. */
const INVALID_QUERY_MESSAGE =
  'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.';

export class ContentfulApiError extends Error {
  readonly status: number;

  constructor(
    readonly errorId: ContentfulErrorId,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.status = STATUS_BY_ERROR[errorId];
  }

  toBody(requestId: string) {
    return {
      sys: {type: 'Error', id: this.errorId},
      message: this.message,
      ...(this.details === undefined ? {} : {details: this.details}),
      requestId,
    };
  }
}

export interface QueryProblem {
  name: string;
  [key: string]: unknown;
}

export function invalidQuery(...errors: QueryProblem[]): ContentfulApiError {
  return new ContentfulApiError('InvalidQuery', INVALID_QUERY_MESSAGE, {errors});
}

/** Contentful answers an unknown or missing content type with this exact placeholder value. */
export function unknownContentType(): ContentfulApiError {
  return invalidQuery({name: 'unknownContentType', value: 'DOESNOTEXIST'});
}

export function unknownPath(path: string[]): ContentfulApiError {
  return invalidQuery({
    name: 'unknown',
    path,
    details: `The path "${path.join('.')}" is not recognized`,
  });
}

export function notFound(details: Record<string, unknown>): ContentfulApiError {
  return new ContentfulApiError('NotFound', 'The resource could not be found.', details);
}

export function accessTokenInvalid(): ContentfulApiError {
  return new ContentfulApiError(
    'AccessTokenInvalid',
    'The access token you sent could not be found or is invalid.',
  );
}

export function badRequest(message: string): ContentfulApiError {
  return new ContentfulApiError('BadRequest', message);
}
