import type { LabelColor } from '@groundwork/shared/labels/constants';
import { cn } from '../lib/cn';

/** What a chip shows of a label: its name, in its colour. */
export interface ChipLabel {
  name: string;
  color: LabelColor;
}

/**
 * The look of a label in its colour: dark text on a light tint, the pairs set by
 * `data-label-color` (index.css). For any element that stands for a label, a chip or a choice.
 */
export function labelColorProps(color: LabelColor, className?: string) {
  return {
    'data-label-color': color,
    className: cn(
      'bg-(--label-tint) text-(--label-ink) ring-1 ring-(--label-line) ring-inset',
      className,
    ),
  };
}

/** One label: its name on a tint of its colour. */
export function LabelChip({ label }: { label: ChipLabel }) {
  return (
    <span
      {...labelColorProps(
        label.color,
        'inline-flex max-w-full items-center rounded-full px-2 py-0.5 text-xs font-medium break-words',
      )}
    >
      {label.name}
    </span>
  );
}

/**
 * A task's labels, in the order given (the server's: by name); nothing for a task without any,
 * or one kept offline by a version that had no labels.
 */
export function LabelChips({
  labels,
  className,
}: {
  labels: ReadonlyArray<ChipLabel & { id: string }> | undefined;
  className?: string;
}) {
  if (!labels?.length) return null;
  return (
    <ul aria-label="Labels" className={cn('flex flex-wrap gap-1', className)}>
      {labels.map((label) => (
        <li key={label.id} className="max-w-full">
          <LabelChip label={label} />
        </li>
      ))}
    </ul>
  );
}
