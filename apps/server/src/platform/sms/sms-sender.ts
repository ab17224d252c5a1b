/** A text message to one phone number. `code` is set when it carries a sign-in code. */
export interface SmsMessage {
  to: string;
  message: string;
  code?: string;
}

/** Delivers text messages; one implementation per SMS_PROVIDER. */
export interface SmsSender {
  send(sms: SmsMessage): Promise<void>;
}

/** The gateway refused or could not be reached. */
export class SmsDeliveryError extends Error {}

/** The JSON document the outbox and webhook providers write for each message. */
export function smsDocument(sms: SmsMessage, at: Date) {
  return { to: sms.to, code: sms.code ?? null, message: sms.message, at: at.toISOString() };
}

export const SMS_GATEWAY_TIMEOUT_MS = 10_000;
