import * as v from 'valibot';

// Wire schemas of the name APIs (spec §7). A record or envelope of another shape is
// API_INVALID_RESPONSE; entries of a list are checked one by one, and a malformed one is dropped.

/** Seconds since the epoch, as the service sends times. */
const SecondsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A registered name (spec §3 Name record), as GET /v1/profile/account/{name} answers it. */
export const NameRecordSchema = v.object({
  /** The full name, '<label>.<zone>'. */
  name: v.string(),
  registered_at: SecondsSchema,
  updated_at: SecondsSchema,
  /** By ENSIP-11 coin type (a decimal string key). */
  addresses: v.record(v.string(), v.object({ address: v.string(), created: SecondsSchema })),
  attributes: v.record(v.string(), v.string()),
});

/** The body of POST /v1/profile/account (spec §7). */
export const NameRegistrationPayloadSchema = v.object({
  /** ENSIP-11: (0x80000000 | chainId) >>> 0. */
  coin_type: v.number(),
  address: v.string(),
  /** buildNameRegistrationMessage's JSON string. */
  message: v.string(),
  /** personal_sign (EIP-191) of `message` by `address`. */
  signature: v.string(),
});

/** GET /v1/profile/reverse/{address}: the address's records, newest first. */
export const ReverseLookupResponseSchema = v.array(v.unknown());

/** One entry of GET /v1/profile/suggestions/{name}. */
export const NameSuggestionSchema = v.object({ name: v.string(), registered: v.boolean() });

/** GET /v1/profile/suggestions/{name}. */
export const SuggestionsResponseSchema = v.object({ suggestions: v.array(v.unknown()) });

/** A registered name: `name`, `registered_at` and `updated_at` (seconds), `addresses`, `attributes`. */
export type NameRecord = v.InferOutput<typeof NameRecordSchema>;

export type NameRegistrationPayload = v.InferOutput<typeof NameRegistrationPayloadSchema>;

/** A name offered for registration; `registered` is true when it is taken. */
export type NameSuggestion = v.InferOutput<typeof NameSuggestionSchema>;
