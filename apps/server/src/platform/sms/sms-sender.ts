/**
 * What a message carries: a sign-in code, an invitation, one of the notification kinds a person
 * chose (`SmsKind`), their daily digest, or several notifications merged into one text.
 */
type SmsMessageKind = 'sign_in_code' | 'daily_digest' | 'merged' | (string & {});

/** A text message to one phone number. `code` is set when it carries a sign-in code. */
export interface SmsMessage {
  to: string;
  message: string;
  code?: string;
  /** Unset for a sign-in code (read as `sign_in_code`, or `message` otherwise). */
  kind?: SmsMessageKind;
  /** The notification a message was written for, when it was one. */
  notificationId?: string | null;
}

/** Delivers text messages; one implementation per SMS_PROVIDER. */
export interface SmsSender {
  send(sms: SmsMessage): Promise<void>;
}

/** The gateway refused or could not be reached. */
export class SmsDeliveryError extends Error {}

/** The JSON document the outbox and webhook providers write for each message. */
export function smsDocument(sms: SmsMessage, at: Date) {
  return {
    to: sms.to,
    body: sms.message,
    kind: sms.kind ?? (sms.code ? 'sign_in_code' : 'message'),
    notificationId: sms.notificationId ?? null,
    code: sms.code ?? null,
    // The field readers of sign-in codes have always read; the same text as `body`.
    message: sms.message,
    at: at.toISOString(),
  };
}

export const SMS_GATEWAY_TIMEOUT_MS = 10_000;
