import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

export interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right of the title, e.g. 'Invite Member'. */
  actions?: ReactNode;
  /** Danger sections get a red frame and title. */
  tone?: 'default' | 'danger';
  children?: ReactNode;
}

/** One titled card of the Settings tab. */
export function SettingsSection({
  title,
  description,
  actions,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn('min-w-0', tone === 'danger' && 'border-red-200')}
    >
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-3 px-4 py-3',
          Boolean(children) && 'border-b border-line',
        )}
      >
        <div className="min-w-0 space-y-0.5">
          <h2
            id={titleId}
            className={cn('font-semibold', tone === 'danger' ? 'text-danger' : 'text-ink')}
          >
            {title}
          </h2>
          {description && <div className="text-[13px] text-muted">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children && <div className="px-4 py-3">{children}</div>}
    </Card>
  );
}
