/**
 * Columns that point at another table's row, by what deleting that row does to this one. The
 * target is passed lazily, as Drizzle's `references` takes it, so tables may point at each other.
 */
import { uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The row this one belongs to: required, and deleting it deletes this row too. */
export const ownerId = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });

/** A required link that keeps the other row from being deleted (who created or uploaded it). */
export const requiredId = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target);

/** A link that is cleared when the other row is deleted. */
export const optionalId = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });
