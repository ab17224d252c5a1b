import { Clock, TriangleAlert } from 'lucide-react';
import { formatUsd } from '@groundwork/shared/common/money';
import { progressTone, type ProgressTone } from '@groundwork/shared/projects/rules';
import {
  ventureCategoryLabels,
  type VentureCategory,
  type VentureStatus,
} from '@groundwork/shared/ventures/constants';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useCountdown } from './use-countdown';

export function VentureCategoryBadge({ category }: { category: VentureCategory }) {
  return <Badge tone="indigo">{ventureCategoryLabels[category]}</Badge>;
}

/** Whether the deadline still matters: once funded, failed or converted, nothing counts down. */
export function isCountingDown(status: VentureStatus): boolean {
  return status === 'draft' || status === 'live';
}

/** Ticks every second; red with a warning icon under 48 hours (001 §4). */
export function CountdownText({ endDate }: { endDate: string | null }) {
  const current = useCountdown(endDate);
  const Icon = current.isUrgent ? TriangleAlert : Clock;
  return (
    <span
      data-urgent={current.isUrgent}
      className={cn(
        'inline-flex items-center gap-1 text-[13px] tabular-nums',
        current.isUrgent ? 'font-medium text-red-700' : 'text-muted',
      )}
    >
      <Icon aria-hidden size={14} />
      {current.isUrgent && <span className="sr-only">Ending soon: </span>}
      {current.label}
    </span>
  );
}

const barClasses: Record<ProgressTone, string> = {
  green: 'bg-green-600',
  blue: 'bg-blue-600',
  gray: 'bg-slate-400',
};

/** The funding bar with pledged and goal in whole dollars (001 §9). */
export function FundingBar({
  fundsPledged,
  targetGoal,
  fundingProgress,
}: {
  fundsPledged: number;
  targetGoal: number;
  fundingProgress: number;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-[13px]">
        <span className="font-medium text-ink tabular-nums">
          {formatUsd(fundsPledged)} <span className="font-normal text-muted">pledged</span>
        </span>
        <span className="text-muted tabular-nums">
          {fundingProgress}% of {formatUsd(targetGoal)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Funding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fundingProgress}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full', barClasses[progressTone(fundingProgress)])}
          style={{ width: `${fundingProgress}%` }}
        />
      </div>
    </div>
  );
}
