import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * The toast that says why a form's submit was refused. Every form uses this one id: a person
 * submits one form at a time, and a new refusal takes the old one's place instead of piling up.
 */
export const formErrorToastId = 'form-error';

/** Says why a form's submit was refused, in place of any earlier refusal. */
export function showFormError(message: string): void {
  toast.error(message, { id: formErrorToastId });
}

/** Takes the last refusal off the screen. */
export function clearFormError(): void {
  toast.dismiss(formErrorToastId);
}

/**
 * A form's submit handler that first takes the previous attempt's refusal off the screen, so it
 * never stands beside a later success. The form's closing takes it away too (dialogs mount their
 * form only while open), so a reopened form does not start under an old error.
 */
export function useFormSubmit<Args extends unknown[]>(
  submit: (...args: Args) => unknown,
): (...args: Args) => void {
  useEffect(() => clearFormError, []);
  return (...args) => {
    clearFormError();
    void submit(...args);
  };
}
