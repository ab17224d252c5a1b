import { CloudUpload } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

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
