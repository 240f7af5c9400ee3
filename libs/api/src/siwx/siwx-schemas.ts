import * as v from 'valibot';

const text = v.string();

/** Sign-in message data (spec §3), as the service answers it; the message stays the source of truth. */
export const SiwxMessageDataSchema = v.object({
  accountAddress: text,
  chainId: v.pipe(text, v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
  domain: text,
  uri: text,
  version: v.literal('1'),
  nonce: text,
  issuedAt: text,
  statement: v.optional(text),
  expirationTime: v.optional(text),
  notBefore: v.optional(text),
  requestId: v.optional(text),
  resources: v.optional(v.array(text)),
  scheme: v.optional(text),
});

/** A sign-in session: data, message, signature (spec §3), and the account's captured e-mail. */
export const SiwxSessionSchema = v.object({
  data: SiwxMessageDataSchema,
  message: text,
  signature: text,
  email: v.optional(text),
});

const TOKEN = v.pipe(text, v.regex(/^[0-9a-f]{64}$/));

/** POST /auth/v1/nonce. */
export const SiwxNonceResponseSchema = v.object({
  nonce: v.pipe(text, v.regex(/^[A-Za-z0-9]{8,}$/)),
  nonceToken: TOKEN,
});

/** POST /auth/v1/authenticate. */
export const SiwxAuthenticateResponseSchema = v.object({
  authToken: TOKEN,
  session: SiwxSessionSchema,
});

/** POST /auth/v1/sessions: entries are checked one by one (a bad one is dropped, not fatal). */
export const SiwxSessionsResponseSchema = v.object({ sessions: v.array(v.unknown()) });

/** POST /auth/v1/sessions/revoke. */
export const SiwxRevokeResponseSchema = v.object({
  revoked: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** POST /auth/v1/email/otp. */
export const SiwxEmailOtpResponseSchema = v.object({ sent: v.literal(true) });

/** POST /auth/v1/email/otp/confirm: the e-mail now on the account. */
export const SiwxEmailConfirmResponseSchema = v.object({ email: text });
