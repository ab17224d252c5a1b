import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

// Phones get 44 px targets and 16 px text, which also stops iOS from zooming into the field.
const controlClasses = cn(
  'block w-full rounded-md border border-line-strong bg-surface px-3 text-sm text-ink placeholder:text-faint max-md:text-base',
  'focus-visible:border-accent focus-visible:outline-offset-0',
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:outline-danger',
  'disabled:cursor-not-allowed disabled:bg-subtle',
);

interface FieldProps {
  label: string;
  /** The validation message shown under the input, announced with it. */
  error?: string;
  hint?: ReactNode;
  /** A character count beside the label, e.g. '12/100', announced with the input. */
  counter?: string;
  /** The count is past its limit: it turns red. */
  isCounterOver?: boolean;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
  className?: string;
}

/** A labelled form control with its hint and validation message. */
export function Field({
  label,
  error,
  hint,
  counter,
  isCounterOver = false,
  children,
  className,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, counter ? counterId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-[13px] font-medium text-ink-soft">
          {label}
        </label>
        {counter && (
          <span
            id={counterId}
            className={cn(
              'text-xs tabular-nums',
              isCounterOver ? 'font-medium text-danger' : 'text-muted',
            )}
          >
            {counter}
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-[13px] text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-[13px] text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClasses, 'h-9 max-md:h-11', className)} {...props} />;
}

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea rows={rows} className={cn(controlClasses, 'resize-y py-2', className)} {...props} />
  );
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClasses, 'h-9 pr-8 max-md:h-11', className)} {...props} />;
}
