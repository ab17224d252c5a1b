import type { ReactNode } from 'react';
import { ArrowDownRight, ArrowRight, ArrowUpRight, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Card } from './card';

export type TrendDirection = 'up' | 'down' | 'neutral';
export type TrendTone = 'positive' | 'negative' | 'neutral';

export interface MetricTrend {
  direction: TrendDirection;
  label: string;
  /** Whether the movement is good news; by default up is, down is not. */
  tone?: TrendTone;
}

export interface MetricCardProps {
  title: string;
  value: ReactNode;
  subtitle?: ReactNode;
  trend?: MetricTrend;
  icon?: LucideIcon;
  className?: string;
}

const trendIcons: Record<TrendDirection, LucideIcon> = {
  up: ArrowUpRight,
  down: ArrowDownRight,
  neutral: ArrowRight,
};

const defaultTones: Record<TrendDirection, TrendTone> = {
  up: 'positive',
  down: 'negative',
  neutral: 'neutral',
};

const toneClasses: Record<TrendTone, string> = {
  positive: 'text-success-text',
  negative: 'text-danger',
  neutral: 'text-muted',
};

/** One number people compare at a glance, with an optional trend. */
export function MetricCard({
  title,
  value,
  subtitle,
  trend,
  icon: Icon,
  className,
}: MetricCardProps) {
  const TrendIcon = trend ? trendIcons[trend.direction] : null;
  return (
    <Card className={cn('p-4', className)}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-[13px] font-medium text-muted">{title}</p>
        {Icon && <Icon aria-hidden size={16} className="shrink-0 text-faint" />}
      </div>
      <p className="mt-2 text-2xl font-semibold break-words text-ink tabular-nums">{value}</p>
      {subtitle && <p className="mt-1 text-[13px] text-muted">{subtitle}</p>}
      {trend && TrendIcon && (
        <p
          className={cn(
            'mt-2 flex items-center gap-1 text-[13px] font-medium',
            toneClasses[trend.tone ?? defaultTones[trend.direction]],
          )}
        >
          <TrendIcon aria-hidden size={14} />
          {trend.label}
        </p>
      )}
    </Card>
  );
}
