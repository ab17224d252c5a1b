/** Business constants and limits of 000 §9 and 001 §9, and the browser's storage keys. */

export const HTTP_TIMEOUT_MS = 10_000;
export const TOAST_DURATION_MS = 5_000;
export const UPLOAD_PROGRESS_CLEAR_MS = 3_000;

export const ERROR_BOUNDARY_MAX_RETRIES = 3;
export const ERROR_BOUNDARY_DELAYED_RETRY_MS = 2_000;
export const ERROR_BOUNDARY_DEFAULT_RETRY_DELAY_MS = 1_000;

export const PROJECT_CARD_ASSIGNEES_SHOWN = 3;
export const DUE_SOON_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Where the browser remembers the last opened workspace (000 §2 Workspaces list). */
export const LAST_WORKSPACE_STORAGE_KEY = 'last_workspace_id';

/** Phones narrower than this get the mobile bottom bar and collapsed breadcrumbs. */
export const MOBILE_BREAKPOINT_PX = 768;
/** On a phone the breadcrumb keeps only its last items. */
export const MOBILE_BREADCRUMB_ITEMS = 2;
