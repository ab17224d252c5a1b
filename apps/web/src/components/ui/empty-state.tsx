import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** The next step, usually a button. */
  action?: ReactNode;
}

/** What a list or page shows when it has nothing yet, with the way forward. */
export function EmptyState({ title, description, icon: Icon, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      {Icon && (
        <span className="mb-3 flex size-10 items-center justify-center rounded-full bg-subtle text-muted">
          <Icon aria-hidden size={20} />
        </span>
      )}
      <p className="font-medium text-ink">{title}</p>
      {description && <p className="mt-1 max-w-md text-[13px] text-muted">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
