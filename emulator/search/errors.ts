/** An error Algolia would answer with `{"message": ..., "status": ...}`. */
export class AlgoliaApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AlgoliaApiError';
  }

  toBody(): {message: string; status: number} {
    return {message: this.message, status: this.status};
  }
}

export const badRequest = (message: string) => new AlgoliaApiError(400, message);
export const indexNotFound = () => new AlgoliaApiError(404, 'Index does not exist');
export const objectNotFound = () => new AlgoliaApiError(404, 'ObjectID does not exist');
export const invalidCredentials = () => new AlgoliaApiError(403, 'Invalid Application-ID or API key');
