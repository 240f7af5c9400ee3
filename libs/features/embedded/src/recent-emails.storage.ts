import { STORAGE_KEYS, type KitStorage } from '@kit/core';
import { isValidEmail } from '@kit/core/email';

// The recent e-mails of spec §3: the addresses that completed an e-mail login in this browser,
// newest first, offered as suggestions on the e-mail field. Spec §9 gives them no lifetime and no
// count; three is enough to switch between a visitor's few accounts without keeping a history.
/** How many recent e-mails are kept. */
export const RECENT_EMAILS_LIMIT = 3;

function isList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

/** The stored recent e-mails, newest first; anything that is not a valid address is skipped. */
export function readRecentEmails(storage: KitStorage): string[] {
  const stored = storage.get(STORAGE_KEYS.RECENT_EMAILS, isList) ?? [];
  const emails = stored.filter(
    (email): email is string => typeof email === 'string' && isValidEmail(email),
  );
  return emails.slice(0, RECENT_EMAILS_LIMIT);
}

/** Puts `email` first (once, whatever its case), keeps the limit, and returns the new list. */
export function rememberRecentEmail(storage: KitStorage, email: string): string[] {
  const same = (other: string) => other.toLowerCase() === email.toLowerCase();
  const emails = [email, ...readRecentEmails(storage).filter((other) => !same(other))].slice(
    0,
    RECENT_EMAILS_LIMIT,
  );
  storage.set(STORAGE_KEYS.RECENT_EMAILS, emails);
  return emails;
}
