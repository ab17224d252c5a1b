import { SMS_GATEWAY_TIMEOUT_MS, SmsDeliveryError, type SmsSender } from './sms-sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}

/** Sends through Twilio's Messages REST API. */
export function createTwilioSms(settings: TwilioSettings): SmsSender {
  const endpoint = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
    settings.apiUrl,
  );
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send({ to, message }) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: settings.from, Body: message }),
          signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsDeliveryError('Twilio could not be reached', { cause: error });
      }
      if (!response.ok) throw new SmsDeliveryError(`Twilio answered ${response.status}`);
    },
  };
}
