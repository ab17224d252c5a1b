import crypto from 'node:crypto';

/**
 * The signatures that prove a gateway's request came from it: Twilio's documented scheme for
 * `SMS_PROVIDER=twilio`, and an HMAC of the webhook provider's own secret for `webhook`.
 * Written here, with `node:crypto`, rather than taken from the `twilio` package's
 * `validateRequest`: that package installs 30 MB in 54 packages (axios, jsonwebtoken, dayjs…)
 * for one HMAC-SHA1.
 */

/** The header of the webhook provider's signature, on what it sends and on what it receives. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-groundwork-signature';

/** `sha256=` and the hex HMAC-SHA256 of the body, keyed with SMS_WEBHOOK_SECRET. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Twilio's X-Twilio-Signature: the base64 HMAC-SHA1, keyed with the auth token, of the full URL
 * Twilio requested followed by each POST parameter's name and value, sorted by name.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return crypto.createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Compares two signatures in constant time; a missing one never matches. */
export function signaturesMatch(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
