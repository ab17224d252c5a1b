import type { FlowTaskPriority } from '@groundwork/shared/flow/rules';
import { pledgeStatusBadge } from '@groundwork/shared/pledges/constants';
import { projectStatusLabels, type ProjectStatus } from '@groundwork/shared/projects/constants';
import { projectStatusOrDefault } from '@groundwork/shared/projects/rules';
import {
  taskPriorityLabels,
  taskStatusLabels,
  type TaskStatus,
} from '@groundwork/shared/tasks/constants';
import { ventureStatusLabels, type VentureStatus } from '@groundwork/shared/ventures/constants';
import { Badge, type BadgeTone } from './ui/badge';

/** A badge naming a status in its colour: each status has one colour wherever it is shown. */
function statusBadge<S extends string>(tones: Record<S, BadgeTone>, labels: Record<S, string>) {
  return function StatusBadge({ status }: { status: S }) {
    return <Badge tone={tones[status]}>{labels[status]}</Badge>;
  };
}

const ShownProjectStatusBadge = statusBadge<ProjectStatus>(
  { to_do: 'slate', in_progress: 'blue', complete: 'green', archived: 'zinc' },
  projectStatusLabels,
);

/** The project's status; a project without one shows as To Do (000 §2 Project card). */
export function ProjectStatusBadge({ status }: { status: ProjectStatus | null | undefined }) {
  return <ShownProjectStatusBadge status={projectStatusOrDefault(status)} />;
}

export const TaskStatusBadge = statusBadge<TaskStatus>(
  { to_do: 'slate', in_progress: 'blue', complete: 'green' },
  taskStatusLabels,
);

// Only the flow canvas knows 'urgent' (the tasks' own priorities stop at high).
const PriorityBadge = statusBadge<FlowTaskPriority>(
  { urgent: 'red', high: 'red', medium: 'amber', low: 'slate' },
  { ...taskPriorityLabels, urgent: 'Urgent' },
);

export function TaskPriorityBadge({ priority }: { priority: FlowTaskPriority }) {
  return <PriorityBadge status={priority} />;
}

export const VentureStatusBadge = statusBadge<VentureStatus>(
  { draft: 'slate', live: 'blue', successful: 'green', failed: 'red', converted: 'violet' },
  ventureStatusLabels,
);

/** A confirmed or refunded pledge says so; a pending one shows no badge (001 §4). */
export function PledgeStatusBadge({ status }: { status: string }) {
  const label = pledgeStatusBadge(status);
  return label && <Badge tone={label === 'Confirmed' ? 'green' : 'zinc'}>{label}</Badge>;
}
