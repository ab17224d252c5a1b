/**
 * The database's tables, one file per area; drizzle-kit reads this folder to write migrations.
 */
export { searchText, searchVector } from './search';
export * from './people';
export * from './workspaces';
export * from './projects';
export * from './checklists';
export * from './labels';
export * from './changes';
export * from './ventures';
export * from './sms';
export * from './idempotency';
