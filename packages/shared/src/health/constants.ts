/**
 * The reasons the readiness check gives. Plain values: zod stays in schemas.ts (see
 * tasks/constants.ts).
 */

/** Why GET /api/health/ready answers 503 (the `error` of its answer). */
export const notReadyMessages = {
  shuttingDown: 'Shutting down',
  databaseUnreachable: 'Database unreachable',
} as const;
