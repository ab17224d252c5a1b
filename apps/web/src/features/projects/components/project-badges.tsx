import { progressTone, type ProgressTone } from '@groundwork/shared/projects/rules';
import type { ProjectHealth } from '@groundwork/shared/projects/constants';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { projectHealthLooks } from '../../../lib/project-health-looks';

export function OverdueBadge() {
  return <Badge tone="red">Overdue</Badge>;
}

/** A coloured dot with the health in words, so colour is never the only signal. */
export function HealthMarker({ health }: { health: ProjectHealth }) {
  return (
    <span
      data-health={health}
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-medium whitespace-nowrap',
        projectHealthLooks[health].text,
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', projectHealthLooks[health].fill)} />
      <span className="sr-only">Health: </span>
      {projectHealthLooks[health].label}
    </span>
  );
}

const toneClasses: Record<ProgressTone, string> = {
  green: 'bg-green-600',
  blue: 'bg-blue-600',
  gray: 'bg-slate-400',
};

/** The progress bar of 000 §2: green at 100, blue at 50 or more, gray below. */
export function ProgressBar({
  progress,
  label = 'Progress',
}: {
  progress: number;
  label?: string;
}) {
  const tone = progressTone(progress);
  const width = Math.min(100, Math.max(0, progress));
  return (
    <div>
      <div className="flex items-center justify-between text-[13px]">
        <span className="text-muted">{label}</span>
        <span className="font-medium text-ink tabular-nums">{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        data-tone={tone}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn('h-full rounded-full', toneClasses[tone])}
          style={{ width: `${width}%` }}
        />
      </div>
    </div>
  );
}
