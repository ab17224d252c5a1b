import { useId } from 'react';
import { ClipboardList, Pencil, Trash2 } from 'lucide-react';
import type { ChecklistTemplate } from '@groundwork/shared/checklists/schemas';
import { pluralize } from '@groundwork/shared/common/relative-time';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryErrorState } from '../../../components/ui/error-state';
import { SkeletonRows } from '../../../components/ui/spinner';
import type { useChecklistTemplates } from '../api/checklist-templates';
import {
  checklistTemplateLabels,
  checklistTemplateNames,
  checklistTemplateUiMessages,
} from '../checklist-template-messages';

const SKELETON_ROWS = 3;

export interface ChecklistTemplateListProps {
  query: ReturnType<typeof useChecklistTemplates>;
  /** Edit and Delete for each template; none for those who may only read them. */
  actions?: {
    onEdit: (template: ChecklistTemplate) => void;
    onDelete: (template: ChecklistTemplate) => void;
  };
}

/** A workspace's checklist templates, loading, failed, empty or listed. */
export function ChecklistTemplateList({ query, actions }: ChecklistTemplateListProps) {
  if (query.isPending) {
    return (
      <SkeletonRows
        label={checklistTemplateUiMessages.loading}
        count={SKELETON_ROWS}
        rowClassName="h-18 rounded-lg"
      />
    );
  }
  if (query.isError) {
    return (
      <QueryErrorState
        query={query}
        title={checklistTemplateUiMessages.listErrorTitle}
        fallbackMessage={checklistTemplateUiMessages.fetchFailed}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={checklistTemplateUiMessages.emptyTitle}
        description={
          actions
            ? checklistTemplateUiMessages.emptyManagerDescription
            : checklistTemplateUiMessages.emptyMemberDescription
        }
      />
    );
  }
  return (
    <ul aria-label={checklistTemplateUiMessages.pageTitle} className="space-y-2">
      {query.data.map((template) => (
        <TemplateRow key={template.id} template={template} actions={actions} />
      ))}
    </ul>
  );
}

function TemplateRow({
  template,
  actions,
}: {
  template: ChecklistTemplate;
  actions: ChecklistTemplateListProps['actions'];
}) {
  const nameId = useId();
  return (
    <li aria-labelledby={nameId}>
      <Card className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 space-y-0.5">
          <h2 id={nameId} className="font-medium break-words text-ink">
            {template.name}
          </h2>
          <p className="text-[13px] text-muted">{pluralize(template.items.length, 'item')}</p>
          {/* The first items, so a template is known by what it holds as well as by its name. */}
          <p className="line-clamp-1 text-[13px] break-words text-faint">
            {template.items.length > 0
              ? template.items.join(' · ')
              : checklistTemplateUiMessages.noItems}
          </p>
        </div>
        {actions && (
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={checklistTemplateNames.edit(template.name)}
              aria-haspopup="dialog"
              onClick={() => actions.onEdit(template)}
            >
              <Pencil aria-hidden size={14} />
              {checklistTemplateLabels.edit}
            </Button>
            <Button
              variant="ghost-danger"
              size="sm"
              aria-label={checklistTemplateNames.delete(template.name)}
              aria-haspopup="dialog"
              onClick={() => actions.onDelete(template)}
            >
              <Trash2 aria-hidden size={14} />
              {checklistTemplateLabels.delete}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
