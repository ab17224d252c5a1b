import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Every field's message in the form's order, each once: the list above a form that was refused. */
export function fieldErrorMessages<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  fieldOrder: readonly (keyof Values)[],
): string[] {
  const messages = fieldOrder
    .map((field) => errors[field]?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return [...new Set(messages)];
}
