/**
 * Business constants and limits of 000 §9 and 001 §9, and the browser's storage keys.
 * Every other module reads its numbers from here, so each number exists once.
 * "Under N" in the spec (with the message "less than N characters") becomes a maximum of N − 1.
 */

const SECOND_MS = 1_000;
const HOUR_MS = 60 * 60 * SECOND_MS;
const MEBIBYTE = 1024 * 1024;

// ── 000 §9 ──────────────────────────────────────────────────────────────────────
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 15;
export const OTP_LENGTH = 6;

export const WORKSPACE_NAME_MAX_LENGTH = 100;
export const WORKSPACE_DESCRIPTION_MAX_LENGTH = 500;

/** Project name: under 100 characters. */
export const PROJECT_NAME_MAX_LENGTH = 99;
/** Project description: under 1000 characters. */
export const PROJECT_DESCRIPTION_MAX_LENGTH = 999;

/** Task title: under 200 characters. */
export const TASK_TITLE_MAX_LENGTH = 199;
export const TASK_DESCRIPTION_MAX_LENGTH = 2_000;
export const TASK_TRANSACTION_TYPE_MAX_LENGTH = 50;

export const COMMENT_MAX_LENGTH = 1_000;

export const FILENAME_MAX_LENGTH = 255;
/** 100 MB, counted in binary megabytes (104,857,600 bytes). */
export const TASK_FILE_MAX_BYTES = 100 * MEBIBYTE;

export const DUE_SOON_WINDOW_MS = 24 * HOUR_MS;

export const HTTP_TIMEOUT_MS = 10_000;
export const TOAST_DURATION_MS = 5_000;
export const UPLOAD_PROGRESS_CLEAR_MS = 3_000;

export const ERROR_BOUNDARY_MAX_RETRIES = 3;
export const ERROR_BOUNDARY_DELAYED_RETRY_MS = 2_000;
export const ERROR_BOUNDARY_DEFAULT_RETRY_DELAY_MS = 1_000;

export const PROJECT_CARD_ASSIGNEES_SHOWN = 3;

/** Where the browser keeps the session token. */
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';

export const TASK_PRIORITY_RANKS = { high: 3, medium: 2, low: 1 } as const;
export const TASK_STATUS_RANKS = { to_do: 1, in_progress: 2, complete: 3 } as const;

/** Health thresholds (000 §4, §9): each is a strict "below". */
export const HEALTH_THRESHOLDS = {
  /** Overdue and progress below this: critical. */
  criticalProgress: 80,
  /** Cost efficiency below this: critical. */
  criticalEfficiency: -50,
  /** Cost efficiency below this: warning. */
  warningEfficiency: -20,
  /** In progress with progress below this: warning. */
  warningInProgressProgress: 30,
} as const;

// ── 001 §9 ──────────────────────────────────────────────────────────────────────
export const VENTURE_MIN_FUNDING_GOAL = 100;
export const PLEDGE_MIN_AMOUNT = 1;
export const PLEDGE_MAX_AMOUNT = 1_000_000;
/** Money has at most 2 decimals everywhere: pledges, goals, costs, amounts. */
export const MONEY_MAX_DECIMALS = 2;

export const VENTURE_NAME_MIN_LENGTH = 3;
/** Venture name: under 200 characters ('Name must be less than 200 characters'). */
export const VENTURE_NAME_MAX_LENGTH = 199;
/** Venture description: at most 500 characters. */
export const VENTURE_DESCRIPTION_MAX_LENGTH = 500;
export const VENTURE_PITCH_MIN_LENGTH = 100;
/** Pitch: under 10,000 characters ('Pitch content must be less than 10,000 characters'). */
export const VENTURE_PITCH_MAX_LENGTH = 9_999;

/** 10 MB, counted in binary megabytes (10,485,760 bytes). */
export const VENTURE_FILE_MAX_BYTES = 10 * MEBIBYTE;

export const VENTURE_UPLOAD_SUCCESS_CLEAR_MS = 2_000;
export const VENTURE_UPLOAD_ERROR_CLEAR_MS = 5_000;

export const COUNTDOWN_TICK_MS = SECOND_MS;
/** A countdown with less than this left is urgent (red, with a warning). */
export const COUNTDOWN_URGENT_MS = 48 * HOUR_MS;

export const VENTURE_LIST_DEDUPE_MS = 5_000;
export const VENTURE_DETAIL_DEDUPE_MS = 10_000;
export const QUERY_MAX_RETRIES = 3;

/** How many live ventures GET /api/public/ventures/featured answers (DECISIONS.md). */
export const FEATURED_VENTURES_COUNT = 6;

export const FLOW_NODE_SPACING = 156;
export const FLOW_RANK_SPACING = 234;
export const FLOW_MIN_ZOOM = 0.2;
export const FLOW_MAX_ZOOM = 4;
export const FLOW_DEFAULT_ZOOM = 1.56;
export const FLOW_NODE_SIZES = {
  workspace: { width: 312, height: 130 },
  project: { width: 260, height: 117 },
  task: { width: 234, height: 104 },
  notification: { width: 260, height: 117 },
} as const;
export const FLOW_SNAP_GRID = [15, 15] as const;
export const FLOW_CONNECTION_RADIUS = 20;

// ── Product decisions ───────────────────────────────────────────────────────────
/** Where the browser remembers the last opened workspace (000 §2 Workspaces list). */
export const LAST_WORKSPACE_STORAGE_KEY = 'last_workspace_id';

/** Phones narrower than this get the mobile bottom bar and collapsed breadcrumbs. */
export const MOBILE_BREAKPOINT_PX = 768;
/** On a phone the breadcrumb keeps only its last items. */
export const MOBILE_BREADCRUMB_ITEMS = 2;

// ── Paged lists (see ./paging) ─────────────────────────────────────────────────
// Plain values here, apart from paging's zod schemas, so a list's first screen can ask for a page
// without loading zod.
export const PAGE_LIMIT_MAX = 100;
/** The page a screen asks for when it has no reason to ask for another size. */
export const PAGE_LIMIT_DEFAULT = 50;
