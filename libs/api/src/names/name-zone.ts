// Apart from the messages (name-messages.ts, @kit/api/name-messages): the page's @kit/api entry
// exports the zone, and a file it reaches loads with the page when any lazy chunk uses it.

/** The zone Kit's names live in (apps/cloud's names service): names are `<label>.kit.id`. */
export const DEFAULT_NAME_ZONE = 'kit.id';
