import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * What a form's field component takes from react-hook-form for one field: its registration and
 * its error message. `const field = fieldBinder(register, errors)`, then
 * `<TextField label="Name" {...field('name')} />`.
 */
export function fieldBinder<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
) {
  return (name: Path<Values>) => ({
    registration: register(name),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}
