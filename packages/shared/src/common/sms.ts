/**
 * How long a text message is, and how to make one fit: used by every SMS the server writes (the
 * invitation, notifications, the daily digest).
 */

/** Characters in one SMS of the GSM 7-bit alphabet; a longer text is sent in several parts. */
export const SMS_LENGTH = 160;

/** Characters of one part of a longer GSM 7-bit text (the rest of each part joins them up). */
const SMS_PART_LENGTH = 153;

/** Characters in one SMS sent as UCS-2 (any character outside the GSM alphabet), and per part. */
const UCS2_LENGTH = 70;
const UCS2_PART_LENGTH = 67;

/** A name cut to fit an SMS keeps at least this many characters, its '...' included. */
const SMS_MIN_CUT_LENGTH = 20;

// Three full stops rather than '…', which is outside the GSM alphabet: one such character would
// send the whole text as UCS-2, whose SMS holds 70 characters.
export const SMS_ELLIPSIS = '...';

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each takes two places. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** Counted in code points, so that a cut never splits a character in two. */
export const smsLength = (text: string) => Array.from(text).length;

/** True when every character is in the GSM 7-bit alphabet (with its extension table). */
export function isGsm7(text: string): boolean {
  for (const char of text) {
    if (!GSM_BASIC.includes(char) && !GSM_EXTENDED.includes(char)) return false;
  }
  return true;
}

/** How many SMS parts a text is sent in. */
export function smsParts(text: string): number {
  if (isGsm7(text)) {
    let units = 0;
    for (const char of text) units += GSM_EXTENDED.includes(char) ? 2 : 1;
    return units <= SMS_LENGTH ? 1 : Math.ceil(units / SMS_PART_LENGTH);
  }
  // UCS-2 counts UTF-16 units: a character beyond the basic plane takes two.
  const units = text.length;
  return units <= UCS2_LENGTH ? 1 : Math.ceil(units / UCS2_PART_LENGTH);
}

/** The text cut to at most `max` characters (never below the minimum), ending in '...'. */
export function cutForSms(text: string, max: number): string {
  const allowed = Math.max(max, SMS_MIN_CUT_LENGTH);
  if (smsLength(text) <= allowed) return text;
  const kept = Array.from(text).slice(0, allowed - SMS_ELLIPSIS.length);
  return `${kept.join('').trimEnd()}${SMS_ELLIPSIS}`;
}

/**
 * Fits a text whose `name` part may be cut: the text of `build(name)` within one SMS where it can,
 * the name cut as much as needed (never below the minimum). The rest of the text is never cut.
 */
export function fitNameInSms(name: string, build: (name: string) => string): string {
  const whole = build(name);
  const excess = smsLength(whole) - SMS_LENGTH;
  if (excess <= 0) return whole;
  return build(cutForSms(name, smsLength(name) - excess));
}
