import type { FastifyReply } from 'fastify';

/**
 * A refusal of the Blockchain API's services (names, smart sessions) that answers with their
 * error shape, `{ reasons: [{ description }] }`: Kit's clients show reasons[0].description
 * (spec §8). Routes throw it and reply with `sendReasonError`.
 */
export class ReasonError extends Error {
  override name = 'ReasonError';
  readonly statusCode: number;
  /** Sent as `Retry-After` (seconds) with a 429. */
  readonly retryAfterSeconds?: number;

  constructor(statusCode: number, description: string, retryAfterSeconds?: number) {
    super(description);
    this.statusCode = statusCode;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Answers `error` as `{ reasons: [{ description }] }` with its status. */
export function sendReasonError(reply: FastifyReply, error: ReasonError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return reply.code(error.statusCode).send({ reasons: [{ description: error.message }] });
}

/** Runs `handle`; a ReasonError it throws becomes its `{ reasons }` answer, anything else goes on. */
export async function answerReasons<T>(
  reply: FastifyReply,
  handle: () => T | Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await handle();
  } catch (error) {
    if (error instanceof ReasonError) return sendReasonError(reply, error);
    throw error;
  }
}
