import type { Clock } from '../clock';
import {
  SMS_GATEWAY_TIMEOUT_MS,
  SmsDeliveryError,
  smsDocument,
  type SmsSender,
} from './sms-sender';

/** POSTs each message as JSON to a gateway of the operator's own, with an optional bearer secret. */
export function createWebhookSms(url: string, secret: string | undefined, clock: Clock): SmsSender {
  return {
    async send(sms) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (secret) headers.authorization = `Bearer ${secret}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(smsDocument(sms, clock.now())),
          signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsDeliveryError('The SMS webhook could not be reached', { cause: error });
      }
      if (!response.ok) throw new SmsDeliveryError(`The SMS webhook answered ${response.status}`);
    },
  };
}
