import type { SmsSender } from './sms-sender';

/** Prints messages to the server log: for a laptop, where no gateway is configured. */
export function createConsoleSms(log: (line: string) => void): SmsSender {
  return {
    async send({ to, message, code }) {
      log(code ? `Sign-in code for ${to}: ${code}` : `SMS to ${to}: ${message}`);
    },
  };
}
