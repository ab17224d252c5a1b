import { useId } from 'react';

/** The "Show archived" switch: archived projects are left out of the list until it is on. */
export function ShowArchivedToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-accent max-md:size-5"
      />
      <label
        htmlFor={id}
        className="text-sm text-ink-soft max-md:flex max-md:min-h-11 max-md:items-center"
      >
        Show archived
      </label>
    </div>
  );
}
