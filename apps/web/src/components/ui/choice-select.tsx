import type { ComponentProps } from 'react';
import { Select } from './field';

/** A select of fixed choices, each shown by its label, with an optional first "any" choice. */
export function ChoiceSelect<Choice extends string>({
  choices,
  labels,
  anyLabel,
  ...props
}: ComponentProps<'select'> & {
  choices: readonly Choice[];
  labels: Readonly<Record<Choice, string>>;
  /** The first choice, with an empty value, that sets no filter. */
  anyLabel?: string;
}) {
  return (
    <Select {...props}>
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice]}
        </option>
      ))}
    </Select>
  );
}
