// Every gallery story in the dark card: screenshot against its baseline, and no cut text
// (support/look-checks.ts). One file per look, so jest runs the looks side by side.
import { CHECKED_LOOKS, checkStoriesInLook } from './support/look-checks';

checkStoriesInLook(CHECKED_LOOKS.darkCard);
