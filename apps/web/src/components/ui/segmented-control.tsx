import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
  icon?: LucideIcon;
}

// Soft: a quiet choice among page views, with room for a finger on a phone. Solid: a compact
// setting whose chosen option stands out.
const looks = {
  soft: {
    option: 'inline-flex h-8 items-center gap-1.5 text-ink-soft max-md:h-11',
    chosen: 'bg-accent-soft text-accent',
    other: 'hover:bg-subtle',
  },
  solid: {
    option: 'h-7',
    chosen: 'bg-accent text-on-accent',
    other: 'text-ink-soft hover:bg-subtle',
  },
};

/** One choice among a few, as a group of toggle buttons with the chosen one pressed. */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  look = 'soft',
}: {
  /** The group's accessible name. */
  label: string;
  options: ReadonlyArray<SegmentedOption<Value>>;
  value: Value;
  onChange: (value: Value) => void;
  look?: keyof typeof looks;
}) {
  const classes = looks[look];
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-md border border-line-strong bg-surface p-0.5"
    >
      {options.map(({ value: optionValue, label: optionLabel, icon: Icon }) => (
        <button
          key={optionValue}
          type="button"
          aria-pressed={value === optionValue}
          onClick={() => onChange(optionValue)}
          className={cn(
            'rounded px-3 text-[13px] font-medium',
            classes.option,
            value === optionValue ? classes.chosen : classes.other,
          )}
        >
          {Icon && <Icon aria-hidden size={16} />}
          {optionLabel}
        </button>
      ))}
    </div>
  );
}
