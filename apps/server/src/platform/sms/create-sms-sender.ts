import type { Config } from '../config';
import type { Clock } from '../clock';
import { createConsoleSms } from './console-sms';
import { createOutboxSms } from './outbox-sms';
import { createTwilioSms } from './twilio-sms';
import { createWebhookSms } from './webhook-sms';
import type { SmsSender } from './sms-sender';

/** The sender SMS_PROVIDER chose. */
export function createSmsSender(
  sms: Config['sms'],
  clock: Clock,
  log: (line: string) => void,
): SmsSender {
  switch (sms.provider) {
    case 'console':
      return createConsoleSms(log);
    case 'outbox':
      return createOutboxSms(sms.outboxFile, clock);
    case 'twilio':
      return createTwilioSms(sms);
    case 'webhook':
      return createWebhookSms(sms.url, sms.secret, clock);
  }
}
