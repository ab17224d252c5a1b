import { Columns3, LayoutGrid } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { TaskView } from '../use-task-filters';

const options: Array<{ value: TaskView; label: string; icon: typeof LayoutGrid }> = [
  { value: 'grid', label: 'Grid', icon: LayoutGrid },
  { value: 'board', label: 'Board', icon: Columns3 },
];

/** Grid or Board, as two toggle buttons; the choice lives in the URL with the filters. */
export function TaskViewToggle({
  view,
  onChange,
}: {
  view: TaskView;
  onChange: (view: TaskView) => void;
}) {
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex rounded-md border border-line-strong bg-surface p-0.5"
    >
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded px-3 text-[13px] font-medium text-ink-soft max-md:h-11',
            view === value ? 'bg-accent-soft text-accent' : 'hover:bg-subtle',
          )}
        >
          <Icon aria-hidden size={16} />
          {label}
        </button>
      ))}
    </div>
  );
}
