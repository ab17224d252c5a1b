import { z } from 'zod';
import {
  createProjectInputSchema,
  updateProjectInputSchema,
} from '@groundwork/shared/projects/schemas';
import { projectStatusOrDefault } from '@groundwork/shared/projects/rules';
import { projectStatuses, type ProjectStatus } from '@groundwork/shared/projects/constants';
import type { ProjectView } from '../project-view';
import { checkedWith, dayToIso, isoToDay, moneyToNumber } from '../../../lib/form-inputs';

/** What the form's inputs hold: text, as the browser gives it. */
export interface ProjectFormValues {
  name: string;
  type: string;
  status: ProjectStatus;
  startDate: string;
  targetEndDate: string;
  estimatedCost: string;
  description: string;
}

const formFields = {
  name: z.string(),
  type: z.string(),
  status: z.enum(projectStatuses),
  startDate: z.string(),
  targetEndDate: z.string(),
  estimatedCost: z.string(),
  description: z.string(),
};

const toInput = (values: ProjectFormValues) => ({
  name: values.name,
  type: values.type,
  startDate: dayToIso(values.startDate),
  targetEndDate: dayToIso(values.targetEndDate),
  estimatedCost: moneyToNumber(values.estimatedCost),
  description: values.description,
});

/** The form's text turned into the create body and checked by the shared schema. */
export const createProjectFormSchema = z
  .object(formFields)
  .transform((values, ctx) => checkedWith(createProjectInputSchema, toInput(values), ctx));

/** The same for an edit, with the status. */
export const updateProjectFormSchema = z
  .object(formFields)
  .transform((values, ctx) =>
    checkedWith(updateProjectInputSchema, { ...toInput(values), status: values.status }, ctx),
  );

export function formValuesOf(project?: ProjectView): ProjectFormValues {
  return {
    name: project?.name ?? '',
    type: project?.type ?? '',
    status: projectStatusOrDefault(project?.status),
    startDate: isoToDay(project?.startDate ?? null),
    targetEndDate: isoToDay(project?.targetEndDate ?? null),
    estimatedCost: project?.estimatedCost == null ? '' : String(project.estimatedCost),
    description: project?.description ?? '',
  };
}

/** The order the error list names the fields in: the form's own order. */
export const fieldOrder: (keyof ProjectFormValues)[] = [
  'name',
  'type',
  'status',
  'startDate',
  'targetEndDate',
  'estimatedCost',
  'description',
];
