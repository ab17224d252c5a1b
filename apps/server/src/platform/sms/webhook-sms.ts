import type { Clock } from '../clock';
import {
  SMS_GATEWAY_TIMEOUT_MS,
  SmsDeliveryError,
  smsDocument,
  type SmsSender,
} from './sms-sender';
import { WEBHOOK_SIGNATURE_HEADER, webhookSignature } from './sms-signatures';

/**
 * POSTs each message as JSON to a gateway of the operator's own. With a secret, it is sent as a
 * bearer token and signs the body (X-Groundwork-Signature, as inbound messages must be signed).
 */
export function createWebhookSms(url: string, secret: string | undefined, clock: Clock): SmsSender {
  return {
    async send(sms) {
      const body = JSON.stringify(smsDocument(sms, clock.now()));
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (secret) {
        headers.authorization = `Bearer ${secret}`;
        headers[WEBHOOK_SIGNATURE_HEADER] = webhookSignature(secret, body);
      }
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsDeliveryError('The SMS webhook could not be reached', { cause: error });
      }
      if (!response.ok) throw new SmsDeliveryError(`The SMS webhook answered ${response.status}`);
    },
  };
}
