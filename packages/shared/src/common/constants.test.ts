import { describe, expect, it } from 'vitest';
import * as constants from './constants';

// Each row is a line of 000 §9 or 001 §9; a changed number must be a deliberate change here too.
describe('business constants of 000 §9 and 001 §9', () => {
  it.each([
    ['PHONE_MIN_LENGTH', 10],
    ['PHONE_MAX_LENGTH', 15],
    ['OTP_LENGTH', 6],
    ['WORKSPACE_NAME_MAX_LENGTH', 100],
    ['WORKSPACE_DESCRIPTION_MAX_LENGTH', 500],
    ['PROJECT_NAME_MAX_LENGTH', 99],
    ['PROJECT_DESCRIPTION_MAX_LENGTH', 999],
    ['TASK_TITLE_MAX_LENGTH', 199],
    ['TASK_DESCRIPTION_MAX_LENGTH', 2000],
    ['TASK_TRANSACTION_TYPE_MAX_LENGTH', 50],
    ['COMMENT_MAX_LENGTH', 1000],
    ['FILENAME_MAX_LENGTH', 255],
    ['TASK_FILE_MAX_BYTES', 104_857_600],
    ['DUE_SOON_WINDOW_MS', 86_400_000],
    ['HTTP_TIMEOUT_MS', 10_000],
    ['TOAST_DURATION_MS', 5_000],
    ['UPLOAD_PROGRESS_CLEAR_MS', 3_000],
    ['ERROR_BOUNDARY_MAX_RETRIES', 3],
    ['ERROR_BOUNDARY_DELAYED_RETRY_MS', 2_000],
    ['ERROR_BOUNDARY_DEFAULT_RETRY_DELAY_MS', 1_000],
    ['PROJECT_CARD_ASSIGNEES_SHOWN', 3],
    ['AUTH_TOKEN_STORAGE_KEY', 'auth_token'],
    ['VENTURE_MIN_FUNDING_GOAL', 100],
    ['PLEDGE_MIN_AMOUNT', 1],
    ['PLEDGE_MAX_AMOUNT', 1_000_000],
    ['MONEY_MAX_DECIMALS', 2],
    ['VENTURE_NAME_MIN_LENGTH', 3],
    ['VENTURE_NAME_MAX_LENGTH', 199],
    ['VENTURE_DESCRIPTION_MAX_LENGTH', 500],
    ['VENTURE_PITCH_MIN_LENGTH', 100],
    ['VENTURE_PITCH_MAX_LENGTH', 9_999],
    ['VENTURE_FILE_MAX_BYTES', 10_485_760],
    ['VENTURE_UPLOAD_SUCCESS_CLEAR_MS', 2_000],
    ['VENTURE_UPLOAD_ERROR_CLEAR_MS', 5_000],
    ['COUNTDOWN_TICK_MS', 1_000],
    ['COUNTDOWN_URGENT_MS', 172_800_000],
    ['VENTURE_LIST_DEDUPE_MS', 5_000],
    ['VENTURE_DETAIL_DEDUPE_MS', 10_000],
    ['QUERY_MAX_RETRIES', 3],
    ['FEATURED_VENTURES_COUNT', 6],
    ['FLOW_NODE_SPACING', 156],
    ['FLOW_RANK_SPACING', 234],
    ['FLOW_MIN_ZOOM', 0.2],
    ['FLOW_MAX_ZOOM', 4],
    ['FLOW_DEFAULT_ZOOM', 1.56],
    ['FLOW_CONNECTION_RADIUS', 20],
  ] as const)('%s is %s', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('ranks priorities high 3, medium 2, low 1 and statuses to_do 1, in_progress 2, complete 3', () => {
    expect(constants.TASK_PRIORITY_RANKS).toEqual({ high: 3, medium: 2, low: 1 });
    expect(constants.TASK_STATUS_RANKS).toEqual({ to_do: 1, in_progress: 2, complete: 3 });
  });

  it('has the health thresholds 80, −50, −20 and 30', () => {
    expect(constants.HEALTH_THRESHOLDS).toEqual({
      criticalProgress: 80,
      criticalEfficiency: -50,
      warningEfficiency: -20,
      warningInProgressProgress: 30,
    });
  });

  it('has the Flow View node sizes and snap grid', () => {
    expect(constants.FLOW_NODE_SIZES).toEqual({
      workspace: { width: 312, height: 130 },
      project: { width: 260, height: 117 },
      task: { width: 234, height: 104 },
      notification: { width: 260, height: 117 },
    });
    expect(constants.FLOW_SNAP_GRID).toEqual([15, 15]);
  });
});
