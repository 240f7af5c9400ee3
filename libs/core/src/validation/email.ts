import { ValidationError } from '../errors/errors';

// RFC 5321 limits: 64 octets of local part; a path of 256 octets, which leaves 254 for the address.
const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_LABEL_LENGTH = 63;

// Dot-atom local part (RFC 5322 atext, dots not leading, trailing or doubled). Quoted local parts
// and non-ASCII (RFC 6531) are refused: the secure site's mail flow does not take them, and they
// let look-alike addresses through.
const LOCAL_PART_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// LDH labels (RFC 1035/5890): letters, digits, inner hyphens. IDNs arrive as punycode.
const LABEL_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
// A top-level label is letters (2+) or a punycode IDN TLD; all-numeric TLDs do not exist.
const TOP_LEVEL_LABEL_PATTERN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * True for an e-mail address by a pragmatic RFC 5321 check: one '@', a dot-atom local part of at
 * most 64 characters, a domain of two or more valid labels, 254 characters in all, no whitespace.
 * IP-literal domains and quoted local parts are refused. Never throws.
 */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH) return false;
  // A second '@' needs no check of its own: neither a local part nor a label may hold one.
  const at = value.indexOf('@');
  if (at === -1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  // split always returns at least one element.
  const topLevel = labels[labels.length - 1] as string;
  return (
    local.length <= MAX_LOCAL_PART_LENGTH &&
    LOCAL_PART_PATTERN.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= MAX_LABEL_LENGTH && LABEL_PATTERN.test(label)) &&
    TOP_LEVEL_LABEL_PATTERN.test(topLevel)
  );
}

/** Throws a ValidationError 'Please enter a valid email address' (INVALID_EMAIL) unless valid. */
export function validateEmail(value: unknown): asserts value is string {
  if (!isValidEmail(value)) throw new ValidationError('INVALID_EMAIL');
}
