import fs from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock';
import { smsDocument, type SmsSender } from './sms-sender';

/** Appends one JSON line per message to a file: for tests and demos that read codes back. */
export function createOutboxSms(outboxFile: string, clock: Clock): SmsSender {
  return {
    async send(sms) {
      await fs.mkdir(path.dirname(outboxFile), { recursive: true });
      await fs.appendFile(outboxFile, `${JSON.stringify(smsDocument(sms, clock.now()))}\n`);
    },
  };
}
