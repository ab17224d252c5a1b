import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { labelColorProps, type ChipLabel } from './label-chip';

/**
 * A radio button or checkbox drawn as a label's chip, named by the label: chosen, it has a check
 * and a ring in its ink, so the choice never rests on colour alone. The input itself stays in the
 * page for the keyboard (arrows in a radio group, Space) and screen readers.
 */
export function LabelChoice({
  label,
  ...input
}: ComponentProps<'input'> & { type: 'radio' | 'checkbox'; label: ChipLabel }) {
  return (
    <label className="group relative inline-flex max-w-full cursor-pointer has-disabled:cursor-not-allowed has-disabled:opacity-50">
      <input {...input} className="peer sr-only" />
      <span
        {...labelColorProps(
          label.color,
          'inline-flex min-h-8 max-w-full items-center gap-1.5 rounded-full px-3 text-[13px] font-medium break-words max-md:min-h-11 peer-checked:ring-2 peer-checked:ring-(--label-ink) peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent',
        )}
      >
        <Check aria-hidden size={14} className="hidden shrink-0 group-has-checked:block" />
        {label.name}
      </span>
    </label>
  );
}
