import { describe, expect, it } from 'vitest';
import { liveChangeSubject } from './live-updates';

describe('liveChangeSubject', () => {
  it.each([
    ['task.updated', 'task'],
    ['project.assignment.added', 'project'],
    ['file.deleted', 'file'],
    ['member.removed', 'member'],
    ['venture.pledged', 'venture'],
    ['notification.sms-opted-out', 'notification'],
    ['pledge.refunded', null],
    ['', null],
  ])('%s → %s', (type, subject) => {
    expect(liveChangeSubject(type)).toBe(subject);
  });
});
