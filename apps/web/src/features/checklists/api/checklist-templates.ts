import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ChecklistTemplate,
  ChecklistTemplateInput,
} from '@groundwork/shared/checklists/schemas';
import { apiClient } from '../../../lib/api-client';
import { apiQueryOptions } from '../../../lib/api-query';
import { showFormError } from '../../../lib/form-error';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { checklistTemplateKeys } from './query-keys';
import {
  checklistTemplateToasts,
  checklistTemplateUiMessages,
} from '../checklist-template-messages';

function workspaceTemplatesPath(workspaceId: string): string {
  return `/api/workspaces/${encodeURIComponent(workspaceId)}/checklist-templates`;
}

function templatePath(templateId: string): string {
  return `/api/checklist-templates/${encodeURIComponent(templateId)}`;
}

function getChecklistTemplatesQueryOptions(workspaceId: string) {
  return apiQueryOptions<ChecklistTemplate[]>(
    checklistTemplateKeys.list(workspaceId),
    workspaceTemplatesPath(workspaceId),
    { workspaceId, fallbackMessage: checklistTemplateUiMessages.fetchFailed },
  );
}

/** The workspace's checklist templates, by name (a workspace keeps a handful, so one answer). */
export function useChecklistTemplates(workspaceId: string) {
  return useQuery(getChecklistTemplatesQueryOptions(workspaceId));
}

interface CreateChecklistTemplateVariables {
  workspaceId: string;
  input: ChecklistTemplateInput;
}

function createChecklistTemplate({
  workspaceId,
  input,
}: CreateChecklistTemplateVariables): Promise<ChecklistTemplate> {
  return apiClient.post<ChecklistTemplate>(workspaceTemplatesPath(workspaceId), input, {
    workspaceId,
    fallbackMessage: checklistTemplateUiMessages.createFailed,
  });
}

interface UpdateChecklistTemplateVariables {
  template: Pick<ChecklistTemplate, 'id' | 'workspaceId'>;
  input: ChecklistTemplateInput;
}

function updateChecklistTemplate({
  template,
  input,
}: UpdateChecklistTemplateVariables): Promise<ChecklistTemplate> {
  return apiClient.put<ChecklistTemplate>(templatePath(template.id), input, {
    workspaceId: template.workspaceId,
    fallbackMessage: checklistTemplateUiMessages.updateFailed,
  });
}

type TemplateRef = Pick<ChecklistTemplate, 'id' | 'workspaceId' | 'name'>;

function deleteChecklistTemplate(template: TemplateRef): Promise<unknown> {
  return apiClient.delete<unknown>(templatePath(template.id), {
    workspaceId: template.workspaceId,
    fallbackMessage: checklistTemplateUiMessages.deleteFailed,
  });
}

function invalidateTemplates(queryClient: QueryClient, workspaceId: string): void {
  void queryClient.invalidateQueries({ queryKey: checklistTemplateKeys.list(workspaceId) });
}

/** Saves a new template (project managers and above); a refusal goes to the form. */
export function useCreateChecklistTemplate() {
  return useToastedMutation(createChecklistTemplate, {
    succeeded: (template) => checklistTemplateToasts.created(template.name),
    afterSuccess: (queryClient, template) => invalidateTemplates(queryClient, template.workspaceId),
    showError: showFormError,
  });
}

/** Renames a template or replaces its items; a refusal goes to the form. */
export function useUpdateChecklistTemplate() {
  return useToastedMutation(updateChecklistTemplate, {
    succeeded: (template) => checklistTemplateToasts.updated(template.name),
    afterSuccess: (queryClient, template) => invalidateTemplates(queryClient, template.workspaceId),
    showError: showFormError,
  });
}

/** Deletes a template; checklists already made from it keep their items. */
export function useDeleteChecklistTemplate() {
  return useToastedMutation(deleteChecklistTemplate, {
    succeeded: (_answer, template) => checklistTemplateToasts.deleted(template.name),
    afterSuccess: (queryClient, _answer, template) =>
      invalidateTemplates(queryClient, template.workspaceId),
  });
}
