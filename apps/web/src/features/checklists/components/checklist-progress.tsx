import { roundedPercent } from '@groundwork/shared/common/percent';
import { progressTone, type ProgressTone } from '@groundwork/shared/projects/rules';
import { cn } from '../../../lib/cn';
import { checklistProgressText } from '../checklist-messages';

// UI.md: green at 100, blue at 50 or more, gray below, as every progress bar.
const toneClasses: Record<ProgressTone, string> = {
  green: 'bg-green-600',
  blue: 'bg-blue-600',
  gray: 'bg-slate-400',
};

/** A checklist's "3/7" and its bar, read aloud as '3 of 7 done'. */
export function ChecklistProgress({
  done,
  total,
  label,
}: {
  done: number;
  total: number;
  /** The bar's name, e.g. 'Progress of Final walk-through'. */
  label: string;
}) {
  const percent = total === 0 ? 0 : roundedPercent(done, total);
  const tone = progressTone(percent);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={checklistProgressText(done, total)}
        data-tone={tone}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', toneClasses[tone])}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span aria-hidden className="shrink-0 text-[13px] font-medium text-ink-soft tabular-nums">
        {done}/{total}
      </span>
    </div>
  );
}
