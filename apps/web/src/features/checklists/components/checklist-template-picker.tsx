import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Select } from '../../../components/ui/field';
import { useChecklistTemplates } from '../api/checklist-templates';
import { templatePickerLabels } from '../checklist-template-messages';

/**
 * "Start from": a blank checklist (value '') or one of the workspace's templates (its id). While
 * the templates load, or when they fail to, a blank checklist can still be chosen and made.
 */
export function ChecklistTemplatePicker({
  workspaceId,
  value,
  onChange,
}: {
  workspaceId: string;
  value: string;
  onChange: (templateId: string) => void;
}) {
  const templates = useChecklistTemplates(workspaceId);
  return (
    <Field label={templatePickerLabels.label} hint={templatesHint(templates)}>
      {(fieldProps) => (
        <Select
          {...fieldProps}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-busy={templates.isPending}
        >
          <option value="">{templatePickerLabels.blank}</option>
          {templates.data?.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Why the list holds only "Blank checklist", when it does, and a Retry after a failure. */
function templatesHint(templates: ReturnType<typeof useChecklistTemplates>): ReactNode {
  if (templates.isError) {
    return (
      <>
        {templatePickerLabels.failed}{' '}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void templates.refetch()}
          disabled={templates.isFetching}
        >
          {templates.isFetching ? templatePickerLabels.retrying : templatePickerLabels.retry}
        </Button>
      </>
    );
  }
  if (templates.isPending) return templatePickerLabels.loading;
  return templates.data.length === 0 ? templatePickerLabels.none : undefined;
}
