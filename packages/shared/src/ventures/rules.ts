import { COUNTDOWN_URGENT_MS, VENTURE_FILE_MAX_BYTES } from '../common/constants';
import { centsToDollars, dollarsToCents, formatUsdWithCents } from '../common/money';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  SECOND_MS,
  pluralize,
  toDate,
  type DateInput,
} from '../common/relative-time';
import {
  checkFileBatch,
  isValidFilename,
  resolveAllowedMimeType,
  type BatchCheck,
  type FileCandidate,
  type FileCheck,
} from '../files/rules';
import type { VentureStatus } from './constants';
import { listInWords } from '../common/list';

/** Rules of 001 §4, §5 and §9 about ventures. */

/**
 * Percent of the goal pledged, in whole percent rounded down (so 100 means the goal is met),
 * capped at 100; 0 when the goal is not positive. Computed on cents.
 */
export function fundingProgress(fundsPledged: number, targetGoal: number): number {
  const goalCents = dollarsToCents(targetGoal);
  if (goalCents <= 0) return 0;
  const pledgedCents = Math.max(0, dollarsToCents(fundsPledged));
  return Math.min(100, Math.floor((pledgedCents * 100) / goalCents));
}

export interface VentureFundingFields {
  fundsPledged: number;
  targetGoal: number;
  fundingProgress: number;
}

/** The venture after a pledge, as the detail shows it before the server answers (001 §7). */
export function withOptimisticPledge<T extends VentureFundingFields>(
  venture: T,
  amount: number,
): T {
  const fundsPledged = centsToDollars(
    dollarsToCents(venture.fundsPledged) + dollarsToCents(amount),
  );
  return {
    ...venture,
    fundsPledged,
    fundingProgress: fundingProgress(fundsPledged, venture.targetGoal),
  };
}

export type Countdown =
  | { state: 'no_deadline'; label: 'No deadline'; isUrgent: false }
  | { state: 'expired'; label: 'Expired'; isUrgent: false }
  | {
      state: 'running';
      label: string;
      /** Under 48 hours left: shown red with a warning. Exactly 48 hours is not urgent. */
      isUrgent: boolean;
      remainingMs: number;
      days: number;
      hours: number;
      minutes: number;
      seconds: number;
    };

/**
 * The countdown to a venture's end date (001 §4): 'No deadline' without one, 'Expired' at zero
 * or after, else whole days, hours, minutes and seconds left. The label names the largest unit
 * left: '3 days left', '1 hour left', '5 minutes left', '30 seconds left'.
 */
export function countdown(endDate: DateInput | null | undefined, now: Date): Countdown {
  if (!endDate) return { state: 'no_deadline', label: 'No deadline', isUrgent: false };
  const remainingMs = toDate(endDate).getTime() - now.getTime();
  // Under a second left shows as 0 seconds; it is expired only when nothing is left.
  if (remainingMs <= 0) return { state: 'expired', label: 'Expired', isUrgent: false };
  const days = Math.floor(remainingMs / DAY_MS);
  const hours = Math.floor((remainingMs % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((remainingMs % HOUR_MS) / MINUTE_MS);
  const seconds = Math.floor((remainingMs % MINUTE_MS) / SECOND_MS);
  let largest: string;
  if (days > 0) largest = pluralize(days, 'day');
  else if (hours > 0) largest = pluralize(hours, 'hour');
  else if (minutes > 0) largest = pluralize(minutes, 'minute');
  else largest = pluralize(seconds, 'second');
  return {
    state: 'running',
    label: `${largest} left`,
    isUrgent: remainingMs < COUNTDOWN_URGENT_MS,
    remainingMs,
    days,
    hours,
    minutes,
    seconds,
  };
}

/** Venture file types of 001 §5 with their extensions. */
export const VENTURE_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

export const ventureFileMessages = {
  tooLarge: (name: string) => `File "${name}" exceeds maximum size of 10MB`,
  unsupportedType: (name: string) =>
    `File "${name}" has unsupported type. Only images (JPEG, PNG, GIF, WebP) and PDFs are allowed.`,
  empty: (name: string) => `File "${name}" is empty`,
  invalidName: (name: string) => `File "${name}" has an invalid name`,
  deleteConfirm: (filename: string) => `Are you sure you want to delete "${filename}"?`,
  downloadFailed: 'Failed to download file. Please try again.',
  deleteFailed: 'Failed to delete file. Please try again.',
} as const;

/** Checks one venture file: name, type (JPEG, PNG, GIF, WebP, PDF) and size (1 byte to 10 MB). */
export function checkVentureFile(file: FileCandidate): FileCheck {
  const errors: string[] = [];
  if (!isValidFilename(file.name)) errors.push(ventureFileMessages.invalidName(file.name));
  const mimeType = resolveAllowedMimeType(file.name, file.type, VENTURE_FILE_TYPES);
  if (mimeType === null) errors.push(ventureFileMessages.unsupportedType(file.name));
  if (file.size <= 0) errors.push(ventureFileMessages.empty(file.name));
  else if (file.size > VENTURE_FILE_MAX_BYTES) errors.push(ventureFileMessages.tooLarge(file.name));
  return errors.length === 0 && mimeType !== null
    ? { ok: true, mimeType }
    : { ok: false, errors, mimeType };
}

/** Checks a batch of venture files: all valid, or none accepted and every error reported. */
export function checkVentureFileBatch<T extends FileCandidate>(files: readonly T[]): BatchCheck<T> {
  return checkFileBatch(files, checkVentureFile);
}

/** Images go to the gallery, everything else (PDFs) to the documents list. */
export function isVentureImage(mimeType: string): boolean {
  return mimeType.toLowerCase().startsWith('image/');
}

/**
 * The status message on a venture's detail (001 §2), or null when there is none to show:
 * successful (to non-creators), failed, converted, draft (to the creator).
 */
export function ventureStatusMessage(
  venture: { status: VentureStatus; createdBy: string },
  userId: string | null,
): string | null {
  const isCreator = userId !== null && venture.createdBy === userId;
  switch (venture.status) {
    case 'successful':
      return isCreator
        ? null
        : 'This venture has reached its funding goal! The creator can now convert it to a project.';
    case 'failed':
      return 'This venture did not reach its funding goal by the deadline.';
    case 'converted':
      return 'This venture has been converted to a project and is now in execution phase.';
    case 'draft':
      return isCreator
        ? 'This venture is in draft mode. Publish it to make it visible to potential backers.'
        : null;
    default:
      return null;
  }
}

/** 001 §2's convert confirmation, for when every backer joins the workspace. */
const convertConfirmation = (name: string, backers: number) =>
  `This will create a new project from "${name}" and add all ${pluralize(backers, 'backer')} as workspace members. This action cannot be undone.`;

/** The spec's "(s)" is read as singular or plural: '1 backer', '2 backers'. */
export const ventureTexts = {
  venturesFound: (count: number) => `${pluralize(count, 'venture')} found`,
  convertConfirmation,
  /**
   * The convert confirmation for what converting will really do: 001 §2's sentence when every
   * backer joins the workspace, otherwise how many of them join (backers already members are not
   * added again, so the success toast counts only the others).
   */
  convertConfirmationFor: (
    name: string,
    { backerCount, addedMembers }: { backerCount: number; addedMembers: number },
  ): string => {
    if (addedMembers >= backerCount) return convertConfirmation(name, backerCount);
    const project = `This will create a new project from "${name}"`;
    if (addedMembers === 0) {
      const already =
        backerCount === 1
          ? 'Its backer is already a workspace member'
          : `All ${backerCount} of its backers are already workspace members`;
      return `${project}. ${already}. This action cannot be undone.`;
    }
    return `${project} and add ${addedMembers} of its ${pluralize(backerCount, 'backer')} as workspace members. This action cannot be undone.`;
  },
  /**
   * Who of the backers is a member already, `names` being the first of `count` of them: 'Already
   * members, keeping their role: Ann Lee, Bo Park, and 3 more.'
   */
  alreadyMembers: (names: readonly string[], count: number): string => {
    const more = count - names.length;
    const listed = more > 0 ? [...names, `${more} more`] : [...names];
    return `Already members, keeping their role: ${listInWords(listed)}.`;
  },
  converted: (backers: number) =>
    `Venture converted successfully! ${pluralize(backers, 'backer')} added as workspace members.`,
  empty: 'No ventures yet. Create your first venture to get started.',
  emptyFiltered: 'Try adjusting your filters to see more results',
  loadFailed: 'Failed to load ventures',
} as const;

/** Notification types of ventures; `type` is open text, so these rank after the task ones. */
export const ventureNotificationTypes = {
  pledged: 'venture_pledge',
  succeeded: 'venture_successful',
  failed: 'venture_failed',
  converted: 'venture_converted',
} as const;

/** Notification texts: to the creator on each pledge, to the backers when the venture settles. */
export const ventureNotificationTexts = {
  pledged: (ventureName: string, backerName: string, amount: number) => ({
    title: 'New pledge',
    message: `${backerName} pledged ${formatUsdWithCents(amount)} to "${ventureName}"`,
  }),
  succeeded: (ventureName: string) => ({
    title: 'Venture funded',
    message: `"${ventureName}" reached its funding goal. Your pledge is confirmed.`,
  }),
  failed: (ventureName: string) => ({
    title: 'Venture not funded',
    message: `"${ventureName}" did not reach its funding goal by the deadline. Your pledge is refunded.`,
  }),
  converted: (ventureName: string) => ({
    title: 'Venture converted',
    message: `"${ventureName}" has been converted to a project, and you are on its team.`,
  }),
} as const;

/** True when an end date is set and not strictly after `now` (so it must be refused). */
export function isEndDateInPast(endDate: string | Date | null | undefined, now: Date): boolean {
  if (!endDate) return false;
  return new Date(endDate).getTime() <= now.getTime();
}
