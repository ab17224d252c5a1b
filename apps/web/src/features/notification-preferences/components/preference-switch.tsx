import { useId, type ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

type SwitchInputProps = Omit<ComponentProps<'input'>, 'type' | 'role'>;

/**
 * A checkbox drawn as a track with a sliding thumb. It keeps the checkbox's keyboard, form and
 * focus behaviour (Space toggles it, the focus ring is its own); an invisible margin around it
 * makes a 44 px touch target.
 */
export function SwitchInput({ className, ...props }: SwitchInputProps) {
  return (
    <input
      {...props}
      type="checkbox"
      role="switch"
      className={cn(
        'relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors checked:bg-accent',
        "before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow-sm before:transition-transform before:content-['']",
        'checked:before:translate-x-4',
        "after:absolute after:-inset-x-1 after:-inset-y-3 after:content-['']",
        className,
      )}
    />
  );
}

/** A labelled switch on a row of its own; the label toggles it too. */
export function PreferenceSwitch({
  label,
  className,
  ...inputProps
}: SwitchInputProps & { label: string }) {
  const id = useId();
  return (
    <div className={cn('flex items-center justify-between gap-4', className)}>
      <label
        htmlFor={id}
        className="flex min-h-9 min-w-0 flex-1 cursor-pointer items-center text-sm text-ink max-md:min-h-11"
      >
        {label}
      </label>
      <SwitchInput {...inputProps} id={id} />
    </div>
  );
}
