/** An error a route throws to answer with this status and `{ message }` (the services' shape). */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** The message the real services send for a project id they do not know (spec §8). */
export const INVALID_KEY_MESSAGE = 'Unauthorized: invalid key';
