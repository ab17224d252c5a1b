import { describe, expect, it } from 'vitest';
import {
  commentRelativeTime,
  compactRelativeTime,
  DAY_MS,
  daysUntilDue,
  formatDate,
  formatDateTime,
  HOUR_MS,
  MINUTE_MS,
  pluralize,
  relativeDueText,
  SECOND_MS,
  toDate,
} from './relative-time';

const now = new Date('2025-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

describe('formatDate and formatDateTime', () => {
  it('prints en-US short dates in UTC by default', () => {
    expect(formatDate('2025-01-05T00:00:00.000Z')).toBe('Jan 5, 2025');
    expect(formatDateTime('2025-01-05T15:04:00.000Z')).toBe('Jan 5, 2025, 3:04 PM');
  });

  it('prints in the time zone asked for', () => {
    expect(formatDate('2025-01-05T03:00:00.000Z', { timeZone: 'America/New_York' })).toBe(
      'Jan 4, 2025',
    );
    expect(formatDateTime('2025-01-05T15:04:00.000Z', { timeZone: 'Asia/Tokyo' })).toBe(
      'Jan 6, 2025, 12:04 AM',
    );
  });

  it('accepts a Date or an ISO string', () => {
    expect(toDate('2025-01-05T00:00:00.000Z')).toEqual(new Date('2025-01-05T00:00:00.000Z'));
    const date = new Date();
    expect(toDate(date)).toBe(date);
  });
});

describe('pluralize', () => {
  it.each([
    [0, 'day', '0 days'],
    [1, 'day', '1 day'],
    [2, 'day', '2 days'],
  ])('%s %s → %s', (count, word, expected) => {
    expect(pluralize(count, word)).toBe(expected);
  });
});

describe('commentRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND_MS, 'Just now'],
    [MINUTE_MS, '1 minute ago'],
    [2 * MINUTE_MS, '2 minutes ago'],
    [59 * MINUTE_MS + 59 * SECOND_MS, '59 minutes ago'],
    [HOUR_MS, '1 hour ago'],
    [2 * HOUR_MS, '2 hours ago'],
    [23 * HOUR_MS + 59 * MINUTE_MS, '23 hours ago'],
    [DAY_MS, '1 day ago'],
    [6 * DAY_MS, '6 days ago'],
    [7 * DAY_MS - 1, '6 days ago'],
    [7 * DAY_MS, 'Mar 3, 2025'],
    [-5 * MINUTE_MS, 'Just now'],
  ])('%s ms ago → %s', (elapsed, expected) => {
    expect(commentRelativeTime(ago(elapsed), now)).toBe(expected);
  });
});

describe('compactRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND_MS, 'Just now'],
    [MINUTE_MS, '1m ago'],
    [59 * MINUTE_MS, '59m ago'],
    [HOUR_MS, '1h ago'],
    [23 * HOUR_MS, '23h ago'],
    [DAY_MS, '1d ago'],
    [45 * DAY_MS, '45d ago'],
  ])('%s ms ago → %s', (elapsed, expected) => {
    expect(compactRelativeTime(ago(elapsed), now)).toBe(expected);
  });
});

describe('relativeDueText (000 §9)', () => {
  it.each([
    [ago(2 * DAY_MS), 'Overdue by 2 days'],
    [ago(DAY_MS + HOUR_MS), 'Overdue by 1 day'],
    [ago(DAY_MS), 'Overdue by 1 day'],
    [ago(DAY_MS - 1), 'Due today'],
    [ago(HOUR_MS), 'Due today'],
    [now, 'Due today'],
    [ahead(1), 'Due tomorrow'],
    [ahead(DAY_MS), 'Due tomorrow'],
    [ahead(DAY_MS + 1), 'Due in 2 days'],
    [ahead(7 * DAY_MS), 'Due in 7 days'],
    [ahead(7 * DAY_MS + 1), 'Mar 17, 2025'],
  ])('due %s → %s', (due, expected) => {
    expect(relativeDueText(due, now)).toBe(expected);
  });

  it('reads as calendar days for a due date at local midnight', () => {
    // 10:00 in New York on Mar 10; the form sent Mar 11 at New York midnight.
    const morning = new Date('2025-03-10T14:00:00.000Z');
    expect(relativeDueText('2025-03-11T04:00:00.000Z', morning)).toBe('Due tomorrow');
    expect(relativeDueText('2025-03-10T04:00:00.000Z', morning)).toBe('Due today');
    expect(relativeDueText('2025-03-09T04:00:00.000Z', morning)).toBe('Overdue by 1 day');
  });

  it('prints far dates in the given time zone', () => {
    expect(relativeDueText('2025-04-01T04:00:00.000Z', now, { timeZone: 'America/New_York' })).toBe(
      'Apr 1, 2025',
    );
  });

  it('never answers -0 days', () => {
    expect(Object.is(daysUntilDue(ago(HOUR_MS), now), 0)).toBe(true);
  });
});
