import { describe, expect, it } from 'vitest';
import { isDigestDue, localDayOf, quietHoursEnd, retryDelayMs } from './sms-rules';
import { digestSmsText, mergedSmsText, notificationSmsText, smsHelpText } from './sms-texts';
import { isGsm7, smsParts } from '../common/sms';

const night = { start: '21:00', end: '08:00' };
const link = 'https://groundwork.example.com/s/FlvKvwQkQPSrpS_IxGF8nQ';

describe('quiet hours', () => {
  it.each([
    // [now, zone, quiet hours, end or null]
    ['2026-03-03T02:59:00Z', 'America/Chicago', night, null], // 20:59
    ['2026-03-03T03:00:00Z', 'America/Chicago', night, '2026-03-03T14:00:00.000Z'], // 21:00
    ['2026-03-03T08:00:00Z', 'America/Chicago', night, '2026-03-03T14:00:00.000Z'], // 02:00
    ['2026-03-03T14:00:00Z', 'America/Chicago', night, null], // 08:00
    // Spring forward (8 March 2026): 08:00 CDT is 13:00 UTC.
    ['2026-03-08T04:00:00Z', 'America/Chicago', night, '2026-03-08T13:00:00.000Z'],
    ['2026-03-08T09:00:00Z', 'America/Chicago', night, '2026-03-08T13:00:00.000Z'],
    // Fall back (1 November 2026): 08:00 CST is 14:00 UTC.
    ['2026-11-01T03:00:00Z', 'America/Chicago', night, '2026-11-01T14:00:00.000Z'],
    // A window inside one day, and none at all.
    [
      '2026-03-03T13:00:00Z',
      'Europe/Paris',
      { start: '13:00', end: '15:00' },
      '2026-03-03T14:00:00.000Z',
    ],
    ['2026-03-03T13:00:00Z', 'Europe/Paris', { start: '15:00', end: '13:00' }, null],
    ['2026-03-03T13:00:00Z', 'UTC', null, null],
    ['2026-03-03T13:00:00Z', 'UTC', { start: '08:00', end: '08:00' }, null],
  ] as const)('at %s in %s', (now, zone, quiet, end) => {
    expect(quietHoursEnd(new Date(now), zone, quiet)?.toISOString() ?? null).toBe(end);
  });
});

describe('local days', () => {
  it('are 23 hours long when clocks go forward and 25 when they go back', () => {
    const spring = localDayOf(new Date('2026-03-08T18:00:00Z'), 'America/Chicago');
    expect(spring.start.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-09T05:00:00.000Z');
    const fall = localDayOf(new Date('2026-11-01T18:00:00Z'), 'America/Chicago');
    expect(fall.end.getTime() - fall.start.getTime()).toBe(25 * 60 * 60 * 1000);
  });

  it('the digest is due from its local time on', () => {
    expect(isDigestDue(new Date('2026-03-03T12:59:00Z'), 'America/Chicago', '07:00')).toBe(false);
    expect(isDigestDue(new Date('2026-03-03T13:00:00Z'), 'America/Chicago', '07:00')).toBe(true);
  });

  it('retries four times after the first try, then gives up', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([60_000, 300_000, 900_000, 2_400_000, null]);
  });
});

describe('texts', () => {
  it('fit one GSM-7 SMS, cutting the names rather than the link', () => {
    const long = `Olivia assigned you "${'Tile the upstairs bathroom floor '.repeat(4)}" in "Kitchen"`;
    const text = notificationSmsText(long, link);
    expect(text.length).toBe(160);
    expect(text.endsWith(` ${link}`)).toBe(true);
    expect(isGsm7(text)).toBe(true);
    expect(notificationSmsText('Olivia assigned you "Tile"', link)).toBe(
      `Groundwork: Olivia assigned you "Tile" ${link}`,
    );
  });

  it('never take more than three parts, whatever the characters', () => {
    const text = notificationSmsText(`Olivia assigned you "${'🧱'.repeat(200)}"`, link);
    expect(smsParts(text)).toBeLessThanOrEqual(3);
    expect(text.endsWith(link)).toBe(true);
  });

  it('merge several into one and count the rest', () => {
    const text = mergedSmsText(['A "One"', 'B "Two"', 'C "Three"', 'D "Four"'], link);
    expect(text).toBe(`Groundwork: 4 updates: A "One"; B "Two"; C "Three" and 1 more. ${link}`);
  });

  it('list up to three tasks in the digest and count the rest', () => {
    const tasks = ['Order tiles', 'Grout', 'Seal', 'Skirting'].map((title, n) => ({
      title,
      overdue: n === 0,
    }));
    expect(digestSmsText(tasks, link)).toBe(
      `Groundwork: 4 tasks due soon or overdue: "Order tiles" (overdue), "Grout", "Seal" and 1 more. ${link}`,
    );
    const long = tasks.map((task) => ({ ...task, title: task.title.repeat(10) }));
    expect(digestSmsText(long, link).length).toBeLessThanOrEqual(160);
  });

  it('answer HELP within one SMS', () => {
    expect(smsParts(smsHelpText('https://groundwork.example.com'))).toBeLessThanOrEqual(2);
  });
});
