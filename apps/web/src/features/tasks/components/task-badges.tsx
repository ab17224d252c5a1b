import { CloudUpload, ListChecks } from 'lucide-react';
import type { ChecklistProgress } from '@groundwork/shared/checklists/schemas';
import { Badge } from '../../../components/ui/badge';
import { checklistProgressLabel } from '../task-messages';

/** 'Overdue' in red or 'Due Soon' in yellow; a task is never both (shared rules). */
export function DueBadge({ overdue, dueSoon }: { overdue: boolean; dueSoon: boolean }) {
  if (overdue) return <Badge tone="red">Overdue</Badge>;
  if (dueSoon) return <Badge tone="yellow">Due Soon</Badge>;
  return null;
}

/** Marks a task whose change is saved on this device and waits for a connection. */
export function WaitingBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-amber-200 bg-warning-soft px-2 py-0.5 text-xs font-medium text-amber-800">
      <CloudUpload aria-hidden size={12} />
      Waiting to send
    </span>
  );
}

/**
 * A task's checklist items ticked and in all, '3/7' (green once all are), read as 'Checklist 3 of
 * 7 done'; nothing for a task without items. A task an earlier version kept offline (the copy
 * outlives code changes while developing) has no totals and shows none.
 */
export function ChecklistBadge({ progress }: { progress?: ChecklistProgress }) {
  if (!progress || progress.total === 0) return null;
  const { done, total } = progress;
  return (
    <Badge tone={done === total ? 'green' : 'slate'}>
      <ListChecks aria-hidden size={12} />
      <span aria-hidden className="tabular-nums">
        {done}/{total}
      </span>
      <span className="sr-only">{checklistProgressLabel(done, total)}</span>
    </Badge>
  );
}
