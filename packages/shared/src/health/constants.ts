/** Why GET /api/health/ready answers 503 (the `error` of its answer). */
export const notReadyMessages = {
  shuttingDown: 'Shutting down',
  databaseUnreachable: 'Database unreachable',
} as const;
