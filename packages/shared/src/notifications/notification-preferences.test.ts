import { describe, expect, it } from 'vitest';
import {
  defaultNotificationPreferences,
  smsKindOf,
  updateNotificationPreferencesSchema,
} from './notification-preferences';

describe('the task_mention kind', () => {
  it('is a kind of its own, chosen by SMS only when the person turns it on', () => {
    expect(smsKindOf('task_mention')).toBe('task_mention');
    expect(defaultNotificationPreferences.sms.task_mention).toBe(false);
    expect(updateNotificationPreferencesSchema.parse({ sms: { task_mention: true } })).toEqual({
      sms: { task_mention: true },
    });
  });
});
