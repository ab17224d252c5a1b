import { useId } from 'react';
import { Pencil, Tag, Trash2 } from 'lucide-react';
import { labelColorNames } from '@groundwork/shared/labels/constants';
import type { Label } from '@groundwork/shared/labels/schemas';
import { LabelChip } from '../../../components/label-chip';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryErrorState } from '../../../components/ui/error-state';
import { SkeletonRows } from '../../../components/ui/spinner';
import type { useWorkspaceLabels } from '../../../lib/workspace-labels';
import { labelNames, labelUiMessages, labelWords } from '../label-messages';

const SKELETON_ROWS = 4;

export interface LabelListProps {
  query: ReturnType<typeof useWorkspaceLabels>;
  /** Edit and Delete for each label; none for those who may only read them. */
  actions?: {
    onEdit: (label: Label) => void;
    onDelete: (label: Label) => void;
  };
}

/** A workspace's labels, loading, failed, empty or listed by name. */
export function LabelList({ query, actions }: LabelListProps) {
  if (query.isPending) {
    return (
      <SkeletonRows
        label={labelUiMessages.loading}
        count={SKELETON_ROWS}
        rowClassName="h-14 rounded-lg"
      />
    );
  }
  if (query.isError) {
    return (
      <QueryErrorState
        query={query}
        title={labelUiMessages.listErrorTitle}
        fallbackMessage={labelUiMessages.fetchFailed}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={Tag}
        title={labelUiMessages.emptyTitle}
        description={
          actions ? labelUiMessages.emptyManagerDescription : labelUiMessages.emptyMemberDescription
        }
      />
    );
  }
  return (
    <ul aria-label={labelUiMessages.pageTitle} className="space-y-2">
      {query.data.map((label) => (
        <LabelRow key={label.id} label={label} actions={actions} />
      ))}
    </ul>
  );
}

function LabelRow({ label, actions }: { label: Label; actions: LabelListProps['actions'] }) {
  const nameId = useId();
  return (
    <li aria-labelledby={nameId}>
      <Card className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <h2 id={nameId} className="min-w-0">
            <LabelChip label={label} />
          </h2>
          <p className="text-[13px] text-muted">{labelColorNames[label.color]}</p>
        </div>
        {actions && (
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={labelNames.edit(label.name)}
              aria-haspopup="dialog"
              onClick={() => actions.onEdit(label)}
            >
              <Pencil aria-hidden size={14} />
              {labelWords.edit}
            </Button>
            <Button
              variant="ghost-danger"
              size="sm"
              aria-label={labelNames.delete(label.name)}
              aria-haspopup="dialog"
              onClick={() => actions.onDelete(label)}
            >
              <Trash2 aria-hidden size={14} />
              {labelWords.delete}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
