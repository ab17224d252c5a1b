import type { ApiIssue, ErrorCode } from '@groundwork/shared/common/api-error';

/** The one error class services throw; the error handler turns it into `{ error, code, details? }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ApiIssue[],
    /** Seconds, sent as Retry-After with RATE_LIMITED. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Refuses with 403 and the permission rule's reason, when it gave one (`deniedReason`). */
export function requireAllowed(reason: string | null): void {
  if (reason !== null) throw new AppError('FORBIDDEN', reason);
}
