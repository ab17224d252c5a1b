import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

export interface PreferencesSectionProps {
  title: string;
  /** The id of the control the title labels (a switch beside it, or the section's one field). */
  titleFor?: string;
  description?: ReactNode;
  /** The id the description gets, for the control it describes. */
  descriptionId?: string;
  /** A control on the right of the title, e.g. the switch that turns the section on. */
  action?: ReactNode;
  children?: ReactNode;
}

/** One titled card of the preferences screen, a region named by its title. */
export function PreferencesSection({
  title,
  titleFor,
  description,
  descriptionId,
  action,
  children,
}: PreferencesSectionProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <div
        className={cn(
          'flex items-start justify-between gap-4 px-4 py-3',
          Boolean(children) && 'border-b border-line',
        )}
      >
        <div className="min-w-0 space-y-0.5">
          <h2 id={titleId} className="font-semibold text-ink">
            {titleFor ? (
              <label htmlFor={titleFor} className={cn(Boolean(action) && 'cursor-pointer')}>
                {title}
              </label>
            ) : (
              title
            )}
          </h2>
          {description && (
            <div id={descriptionId} className="text-[13px] text-muted">
              {description}
            </div>
          )}
        </div>
        {action && <div className="flex shrink-0 items-center pt-0.5">{action}</div>}
      </div>
      {children && <div className="px-4 py-3">{children}</div>}
    </Card>
  );
}
