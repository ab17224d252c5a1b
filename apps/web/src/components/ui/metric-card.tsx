import { useId, useState, type ReactNode } from 'react';
import { ArrowDownRight, ArrowRight, ArrowUpRight, Info, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Card } from './card';

type TrendDirection = 'up' | 'down' | 'neutral';
type TrendTone = 'positive' | 'negative' | 'neutral';

interface MetricTrend {
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
  /**
   * What the number counts: an info button beside the title shows it on a tap or a click (a
   * hover title never shows on a phone), and hides it again.
   */
  hint?: string;
  className?: string;
}

/** Each direction's arrow, and whether it is good news unless the trend says otherwise. */
const trendDirections: Record<TrendDirection, { icon: LucideIcon; defaultTone: TrendTone }> = {
  up: { icon: ArrowUpRight, defaultTone: 'positive' },
  down: { icon: ArrowDownRight, defaultTone: 'negative' },
  neutral: { icon: ArrowRight, defaultTone: 'neutral' },
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
  hint,
  className,
}: MetricCardProps) {
  const TrendIcon = trend ? trendDirections[trend.direction].icon : null;
  const [isHintShown, setHintShown] = useState(false);
  const hintId = useId();
  return (
    <Card className={cn('p-4', className)}>
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-center gap-1 text-[13px] font-medium text-muted">
          {title}
          {hint && (
            // A 44 px target on a phone, drawn no taller than the title.
            <button
              type="button"
              aria-label={`About ${title}`}
              aria-expanded={isHintShown}
              aria-controls={hintId}
              onClick={() => setHintShown((shown) => !shown)}
              className="-my-1 inline-flex size-6 items-center justify-center rounded-full text-faint hover:text-ink max-md:-my-2.5 max-md:-ml-2.5 max-md:size-11"
            >
              <Info aria-hidden size={14} />
            </button>
          )}
        </p>
        {Icon && <Icon aria-hidden size={16} className="shrink-0 text-faint" />}
      </div>
      <p className="mt-2 text-2xl font-semibold break-words text-ink tabular-nums">{value}</p>
      {subtitle && <p className="mt-1 text-[13px] text-muted">{subtitle}</p>}
      {trend && TrendIcon && (
        <p
          className={cn(
            'mt-2 flex items-center gap-1 text-[13px] font-medium',
            toneClasses[trend.tone ?? trendDirections[trend.direction].defaultTone],
          )}
        >
          <TrendIcon aria-hidden size={14} />
          {trend.label}
        </p>
      )}
      {/* Under the numbers, so a card's value stays level with its neighbours'. */}
      {hint && (
        <p
          id={hintId}
          hidden={!isHintShown}
          className="mt-3 rounded-md bg-subtle px-2.5 py-2 text-[13px] text-ink-soft"
        >
          {hint}
        </p>
      )}
    </Card>
  );
}
