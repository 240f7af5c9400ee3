// Apart from the samples (onramp-samples.ts): the OnRamp view reads this id from the page's
// @kit/api entry, and the samples load with the on-ramp client's code (issue 22).

/** The quote id of the stand-in quote given when the quote service fails (spec §8). */
export const ONRAMP_MOCKED_QUOTE_ID = 'mocked-quote-id';
