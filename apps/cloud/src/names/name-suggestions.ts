import { labelProblem, NAME_ZONE } from './name-rules';

/** At most this many suggestions per answer. */
export const MAX_SUGGESTIONS = 8;

/** One entry of GET /v1/profile/suggestions/{name}. */
export interface NameSuggestion {
  name: string;
  registered: boolean;
}

const SUFFIXES = ['-kit', '-id', '-web3', '-app'];
const FIRST_DIGITS = [1, 2, 3];
// Further numbered variants, tried after the suffixes until the list is full.
const MORE_DIGITS_UNTIL = 99;

/** The labels to offer for `label`, best first: itself, a few numbered, suffixed, then more numbered. */
function* candidates(label: string): Generator<string> {
  yield label;
  for (const digit of FIRST_DIGITS) yield `${label}${digit}`;
  for (const suffix of SUFFIXES) yield `${label}${suffix}`;
  for (let n = FIRST_DIGITS.length + 1; n <= MORE_DIGITS_UNTIL; n += 1) yield `${label}${n}`;
}

/** The full names `suggestNames` may offer for `label`, best first (valid ones only). */
export function suggestionCandidates(label: string): string[] {
  const names: string[] = [];
  for (const candidate of candidates(label)) {
    if (labelProblem(candidate) === undefined) names.push(`${candidate}.${NAME_ZONE}`);
  }
  return names;
}

/**
 * Free names like `label` (lower case, letters, digits and hyphens; it may be too short itself):
 * the name itself when free, then variants with digits and suffixes. Only valid, free names are
 * listed, so every entry has `registered: false`; the flag is kept for the real API's shape.
 */
export function suggestNames(
  label: string,
  isTaken: (fullName: string) => boolean,
): NameSuggestion[] {
  return suggestionCandidates(label)
    .filter((name) => !isTaken(name))
    .slice(0, MAX_SUGGESTIONS)
    .map((name) => ({ name, registered: false }));
}
