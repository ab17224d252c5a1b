import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../common/relative-time';
import {
  checkVentureFile,
  checkVentureFileBatch,
  countdown,
  fundingProgress,
  isVentureImage,
  ventureFileMessages,
  ventureNotificationTexts,
  ventureNotificationTypes,
  ventureStatusMessage,
  ventureTexts,
  withOptimisticPledge,
} from './rules';
import { notificationTypeRank, OTHER_NOTIFICATION_RANK } from '../notifications/rules';

const MB = 1024 * 1024;
const now = new Date('2025-03-10T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('fundingProgress (001 §5)', () => {
  it.each([
    [0, 1000, 0],
    [250, 1000, 25],
    [999.99, 1000, 99],
    [1000, 1000, 100],
    [5000, 1000, 100],
    [100, 0, 0],
    [100, -5, 0],
    [-10, 1000, 0],
    [0.1, 0.3, 33],
  ])('%s of %s → %s', (pledged, goal, progress) => {
    expect(fundingProgress(pledged, goal)).toBe(progress);
  });

  it('rises optimistically by the amount pledged', () => {
    const venture = { id: 'v', fundsPledged: 0.1, targetGoal: 1000, fundingProgress: 0 };
    expect(withOptimisticPledge(venture, 249.9)).toEqual({
      id: 'v',
      fundsPledged: 250,
      targetGoal: 1000,
      fundingProgress: 25,
    });
  });
});

describe('countdown (001 §4)', () => {
  it('has no deadline without an end date', () => {
    expect(countdown(null, now)).toEqual({
      state: 'no_deadline',
      label: 'No deadline',
      isUrgent: false,
    });
  });

  it.each([at(0), at(-1), at(-DAY_MS)])('is expired at zero or after (%s)', (endDate) => {
    expect(countdown(endDate, now)).toEqual({
      state: 'expired',
      label: 'Expired',
      isUrgent: false,
    });
  });

  it.each([
    ['48 hours and 1 ms', 48 * HOUR_MS + 1, false, '2 days left', [2, 0, 0, 0]],
    ['exactly 48 hours', 48 * HOUR_MS, false, '2 days left', [2, 0, 0, 0]],
    ['48 hours less 1 ms', 48 * HOUR_MS - 1, true, '1 day left', [1, 23, 59, 59]],
    [
      '1 day 2 h 3 m 4 s',
      DAY_MS + 2 * HOUR_MS + 3 * MINUTE_MS + 4 * SECOND_MS,
      true,
      '1 day left',
      [1, 2, 3, 4],
    ],
    ['5 hours', 5 * HOUR_MS, true, '5 hours left', [0, 5, 0, 0]],
    ['1 hour', HOUR_MS, true, '1 hour left', [0, 1, 0, 0]],
    ['12 minutes', 12 * MINUTE_MS, true, '12 minutes left', [0, 0, 12, 0]],
    ['1 minute', MINUTE_MS, true, '1 minute left', [0, 0, 1, 0]],
    ['30 seconds', 30 * SECOND_MS, true, '30 seconds left', [0, 0, 0, 30]],
    ['1 second', SECOND_MS, true, '1 second left', [0, 0, 0, 1]],
    ['half a second', 500, true, '0 seconds left', [0, 0, 0, 0]],
    ['10 days', 10 * DAY_MS, false, '10 days left', [10, 0, 0, 0]],
  ] as const)('%s left → urgent %s, %s', (_case, remaining, urgent, label, parts) => {
    const result = countdown(at(remaining).toISOString(), now);
    expect(result).toEqual({
      state: 'running',
      label,
      isUrgent: urgent,
      remainingMs: remaining,
      days: parts[0],
      hours: parts[1],
      minutes: parts[2],
      seconds: parts[3],
    });
  });
});

describe('venture files (001 §5)', () => {
  const file = (name: string, type: string, size = 1024) => ({ name, type, size });

  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/gif', true],
    ['image/webp', true],
    ['application/pdf', true],
    ['image/svg+xml', false],
    ['image/jpg', false],
    ['text/plain', false],
  ])('type %s allowed: %s', (type, allowed) => {
    expect(checkVentureFile(file('f', type)).ok).toBe(allowed);
  });

  it.each([
    ['exactly 10 MB', 10 * MB, []],
    ['10 MB and one byte', 10 * MB + 1, ['File "menu.pdf" exceeds maximum size of 10MB']],
    ['empty', 0, ['File "menu.pdf" is empty']],
  ])('size %s → %j', (_case, size, errors) => {
    const check = checkVentureFile(file('menu.pdf', 'application/pdf', size));
    expect(check.ok ? [] : check.errors).toEqual(errors);
  });

  it('reports every error with the file names, and accepts none', () => {
    expect(
      checkVentureFileBatch([
        file('logo.png', 'image/png'),
        file('plan.docx', 'application/msword'),
        file('huge.jpg', 'image/jpeg', 11 * MB),
        file('a|b.pdf', 'application/pdf'),
      ]),
    ).toEqual({
      ok: false,
      errors: [
        {
          fileName: 'plan.docx',
          message:
            'File "plan.docx" has unsupported type. Only images (JPEG, PNG, GIF, WebP) and PDFs are allowed.',
        },
        { fileName: 'huge.jpg', message: 'File "huge.jpg" exceeds maximum size of 10MB' },
        { fileName: 'a|b.pdf', message: 'File "a|b.pdf" has an invalid name' },
      ],
    });
  });

  it('accepts a valid batch, reading the type from the extension when none is declared', () => {
    const files = [file('logo.PNG', ''), file('menu.pdf', 'application/pdf')];
    expect(checkVentureFileBatch(files)).toEqual({
      ok: true,
      accepted: [
        { file: files[0], mimeType: 'image/png' },
        { file: files[1], mimeType: 'application/pdf' },
      ],
    });
  });

  it('sorts images into the gallery', () => {
    expect(isVentureImage('IMAGE/PNG')).toBe(true);
    expect(isVentureImage('application/pdf')).toBe(false);
  });

  it('words the file alerts as the spec does', () => {
    expect(ventureFileMessages.deleteConfirm('menu.pdf')).toBe(
      'Are you sure you want to delete "menu.pdf"?',
    );
    expect(ventureFileMessages.downloadFailed).toBe('Failed to download file. Please try again.');
    expect(ventureFileMessages.deleteFailed).toBe('Failed to delete file. Please try again.');
  });
});

describe('ventureStatusMessage (001 §2)', () => {
  const successful =
    'This venture has reached its funding goal! The creator can now convert it to a project.';
  const failed = 'This venture did not reach its funding goal by the deadline.';
  const converted = 'This venture has been converted to a project and is now in execution phase.';
  const draft =
    'This venture is in draft mode. Publish it to make it visible to potential backers.';

  it.each([
    ['successful', 'other', successful],
    ['successful', 'creator', null],
    ['successful', null, successful],
    ['failed', 'creator', failed],
    ['failed', 'other', failed],
    ['converted', 'other', converted],
    ['draft', 'creator', draft],
    ['draft', 'other', null],
    ['live', 'creator', null],
    ['live', 'other', null],
  ] as const)('%s seen by %s → %j', (status, viewer, message) => {
    expect(ventureStatusMessage({ status, createdBy: 'creator' }, viewer)).toBe(message);
  });
});

describe('venture texts', () => {
  it.each([
    [0, '0 ventures found'],
    [1, '1 venture found'],
    [2, '2 ventures found'],
  ])('%s → %s', (count, text) => {
    expect(ventureTexts.venturesFound(count)).toBe(text);
  });

  it('words the conversion texts', () => {
    expect(ventureTexts.convertConfirmation('Corner Bakery', 1)).toBe(
      'This will create a new project from "Corner Bakery" and add all 1 backer as workspace members. This action cannot be undone.',
    );
    expect(ventureTexts.converted(3)).toBe(
      'Venture converted successfully! 3 backers added as workspace members.',
    );
  });

  it.each([
    [
      { backerCount: 2, addedMembers: 2 },
      'This will create a new project from "Corner Bakery" and add all 2 backers as workspace members. This action cannot be undone.',
    ],
    [
      { backerCount: 3, addedMembers: 1 },
      'This will create a new project from "Corner Bakery" and add 1 of its 3 backers as workspace members. This action cannot be undone.',
    ],
    [
      { backerCount: 1, addedMembers: 0 },
      'This will create a new project from "Corner Bakery". Its backer is already a workspace member. This action cannot be undone.',
    ],
    [
      { backerCount: 4, addedMembers: 0 },
      'This will create a new project from "Corner Bakery". All 4 of its backers are already workspace members. This action cannot be undone.',
    ],
  ])('confirms a conversion of %j as "%s"', (counts, text) => {
    expect(ventureTexts.convertConfirmationFor('Corner Bakery', counts)).toBe(text);
  });

  it.each([
    [['Ann'], 1, 'Already members, keeping their role: Ann.'],
    [['Ann', 'Bo'], 2, 'Already members, keeping their role: Ann and Bo.'],
    [['Ann', 'Bo', 'Cy'], 3, 'Already members, keeping their role: Ann, Bo, and Cy.'],
    [['Ann', 'Bo'], 3, 'Already members, keeping their role: Ann, Bo, and 1 more.'],
  ])('names the backers already members: %j of %i', (names, count, text) => {
    expect(ventureTexts.alreadyMembers(names, count)).toBe(text);
  });
});

describe('venture notifications', () => {
  it('names types that are new, short enough to store, and rank after the task ones', () => {
    for (const type of Object.values(ventureNotificationTypes)) {
      expect(type.length).toBeLessThanOrEqual(40);
      expect(notificationTypeRank(type)).toBe(OTHER_NOTIFICATION_RANK);
    }
    expect(new Set(Object.values(ventureNotificationTypes)).size).toBe(4);
  });

  it('words each notification with the venture name, and the pledge with who and how much', () => {
    expect(ventureNotificationTexts.pledged('Mill Bakery', 'Ben', 1234.5)).toEqual({
      title: 'New pledge',
      message: 'Ben pledged $1,234.50 to "Mill Bakery"',
    });
    expect(ventureNotificationTexts.succeeded('Mill Bakery')).toEqual({
      title: 'Venture funded',
      message: '"Mill Bakery" reached its funding goal. Your pledge is confirmed.',
    });
    expect(ventureNotificationTexts.failed('Mill Bakery')).toEqual({
      title: 'Venture not funded',
      message:
        '"Mill Bakery" did not reach its funding goal by the deadline. Your pledge is refunded.',
    });
    expect(ventureNotificationTexts.converted('Mill Bakery')).toEqual({
      title: 'Venture converted',
      message: '"Mill Bakery" has been converted to a project, and you are on its team.',
    });
  });
});
