import type { User } from '@groundwork/shared/auth/schemas';

/** Set in this browser once a person skips the name question (docs/decisions.md "Sign-in"). */
const nameSkippedStorageKey = (userId: string) => `name_prompt_skipped:${userId}`;

/** Whether to ask the person just signed in for their name: they have none and never skipped. */
export function shouldAskName(user: User): boolean {
  return user.name === null && localStorage.getItem(nameSkippedStorageKey(user.id)) === null;
}

/** Remembers that the person would rather not give a name, so they are not asked again here. */
export function rememberNameSkipped(userId: string): void {
  localStorage.setItem(nameSkippedStorageKey(userId), new Date().toISOString());
}
