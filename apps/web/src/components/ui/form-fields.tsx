import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input, Select, Textarea } from './field';

/** What a form's field shows around its control, and the control's react-hook-form registration. */
interface RegisteredFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  counter?: string;
  /** What `register(name)` gives for the field. */
  registration: UseFormRegisterReturn;
}

/**
 * A form's field around one kind of control: the Field's label, error, hint and counter, and
 * the control given the Field's ids, the registration and the rest of the props.
 */
function registeredField<Control extends 'input' | 'textarea'>(
  Control: (props: ComponentProps<Control>) => ReactNode,
) {
  return function RegisteredField({
    label,
    error,
    hint,
    counter,
    registration,
    ...controlProps
  }: RegisteredFieldProps & ComponentProps<Control>) {
    return (
      <Field label={label} error={error} hint={hint} counter={counter}>
        {(fieldProps) => (
          // The rest is the control's own props; TypeScript cannot narrow a generic rest.
          <Control
            {...fieldProps}
            {...registration}
            {...(controlProps as ComponentProps<Control>)}
          />
        )}
      </Field>
    );
  };
}

/** A labelled one-line input of a form (text, date, number). */
export const TextField = registeredField<'input'>(Input);

/** An amount of money: US dollars, to the cent. */
export function MoneyField(props: Omit<RegisteredFieldProps, 'hint'>) {
  return (
    <TextField
      {...props}
      hint="US dollars"
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      placeholder="0.00"
    />
  );
}

/** A labelled text area of a form. */
export const TextareaField = registeredField<'textarea'>(Textarea);

/** A labelled drop-down of a form; its options are the children. */
export function SelectField({
  label,
  error,
  hint,
  registration,
  children,
}: Omit<RegisteredFieldProps, 'counter'> & { children: ReactNode }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(fieldProps) => (
        <Select {...fieldProps} {...registration}>
          {children}
        </Select>
      )}
    </Field>
  );
}

/** One option for each value, named by its label. */
export function LabelledOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
