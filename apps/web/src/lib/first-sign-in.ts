// Kept for the browser tab's session: a reload right after a first sign-in still says "Welcome".
const FIRST_SIGN_IN_STORAGE_KEY = 'first_sign_in_user';

/**
 * Notes whether the sign-in that just finished was the person's first (they had no name until a
 * moment ago), so that the workspace list greets them with "Welcome", not "Welcome back".
 */
export function rememberSignIn(userId: string, isFirstSignIn: boolean): void {
  if (isFirstSignIn) sessionStorage.setItem(FIRST_SIGN_IN_STORAGE_KEY, userId);
  else sessionStorage.removeItem(FIRST_SIGN_IN_STORAGE_KEY);
}

/** Whether this person signed in for the first time in this tab's session. */
export function isFirstSignIn(userId: string): boolean {
  return sessionStorage.getItem(FIRST_SIGN_IN_STORAGE_KEY) === userId;
}
