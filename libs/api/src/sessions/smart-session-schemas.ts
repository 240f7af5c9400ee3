import * as v from 'valibot';

// Wire schemas of the smart-sessions API (spec §7). Envelopes are strict (another shape is
// API_INVALID_RESPONSE); a malformed session in a list is dropped, not the list.

const SecondsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One permission of a session (ERC-7715 style): its type and type-specific data. */
export const SmartSessionPermissionSchema = v.object({
  type: v.string(),
  data: v.optional(v.unknown()),
  policies: v.optional(v.array(v.unknown())),
});

/** A standing smart session, as GET /v1/sessions/{address} lists it. Times are unix seconds. */
export const SmartSessionSchema = v.object({
  /** The permission context id, a 0x hex string. */
  pci: v.string(),
  /** The account that granted it. */
  address: v.string(),
  /** The project (dApp) it was granted to. */
  projectId: v.string(),
  chainId: v.optional(v.number()),
  createdAt: SecondsSchema,
  expiry: SecondsSchema,
  permissions: v.array(SmartSessionPermissionSchema),
});

/** GET /v1/sessions/{address}. */
export const SmartSessionsResponseSchema = v.object({ pcis: v.array(v.unknown()) });

/** POST /v1/sessions/{address}/revoke. */
export const RevokeResponseSchema = v.object({
  success: v.literal(true),
  pci: v.string(),
  revokedAt: SecondsSchema,
});

/** The body of POST /v1/sessions/{address}/revoke (spec §3 smart session revoke payload). */
export const RevokePayloadSchema = v.object({ pci: v.string(), signature: v.string() });

export type SmartSessionPermission = v.InferOutput<typeof SmartSessionPermissionSchema>;
export type SmartSession = v.InferOutput<typeof SmartSessionSchema>;
export type RevokePayload = v.InferOutput<typeof RevokePayloadSchema>;
/** A revocation's answer: the session and when (unix seconds) it was revoked. */
export type RevokedSmartSession = Omit<v.InferOutput<typeof RevokeResponseSchema>, 'success'>;
