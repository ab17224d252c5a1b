import { z } from 'zod';
import { PROJECT_DESCRIPTION_MAX_LENGTH, PROJECT_NAME_MAX_LENGTH } from '../common/constants';
import {
  booleanQuerySchema,
  idSchema,
  optionalTextInputSchema,
  requiredTextInputSchema,
  textInputSchema,
  timestampInputSchema,
  timestampSchema,
  dollarsInputSchema,
  dollarsSchema,
} from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import {
  PROJECT_TYPE_MAX_LENGTH,
  projectHealths,
  projectMessages,
  projectStatuses,
} from './constants';
import { memberRoleSchema } from '../permissions/schemas';
import { isTargetEndAfterStart } from './rules';

const projectStatusSchema = z.enum(projectStatuses);

const projectHealthSchema = z.enum(projectHealths);

const projectNameSchema = requiredTextInputSchema('Name', PROJECT_NAME_MAX_LENGTH, {
  required: projectMessages.nameRequired,
  tooLong: projectMessages.nameTooLong,
  missing: projectMessages.nameRequired,
});

const projectDescriptionSchema = optionalTextInputSchema(
  'Description',
  PROJECT_DESCRIPTION_MAX_LENGTH,
  projectMessages.descriptionTooLong,
);
const projectTypeSchema = optionalTextInputSchema(
  'Type',
  PROJECT_TYPE_MAX_LENGTH,
  projectMessages.typeTooLong,
);
const startDateSchema = timestampInputSchema(projectMessages.invalidStartDate).nullish();
const targetEndDateSchema = timestampInputSchema(projectMessages.invalidTargetEndDate)
  .nullish()
  .meta({
    description:
      'Strictly after startDate, the one sent or else the stored one, when both are set.',
  });
const estimatedCostSchema = dollarsInputSchema({
  invalid: projectMessages.estimatedCostInvalid,
  negative: projectMessages.estimatedCostNegative,
  tooManyDecimals: projectMessages.estimatedCostDecimals,
}).nullish();

const targetEndAfterStart = {
  check: (value: { startDate?: string | null; targetEndDate?: string | null }) =>
    isTargetEndAfterStart(value.startDate, value.targetEndDate),
  params: { message: projectMessages.targetEndBeforeStart, path: ['targetEndDate'] },
};

/** POST /api/projects?workspaceId body (000 §7); the page also puts the workspace id in the body. */
export const createProjectInputSchema = z
  .object({
    name: projectNameSchema,
    description: projectDescriptionSchema,
    type: projectTypeSchema,
    startDate: startDateSchema,
    targetEndDate: targetEndDateSchema,
    estimatedCost: estimatedCostSchema,
    workspaceId: idSchema.optional(),
  })
  .refine(targetEndAfterStart.check, targetEndAfterStart.params);
export type CreateProjectInput = z.input<typeof createProjectInputSchema>;

/**
 * PUT /api/projects/{id} body: the form's fields including status. Absent fields stay as they
 * are; null clears an optional one. When only one date is sent the server checks it against the
 * stored other one with `isTargetEndAfterStart`.
 */
export const updateProjectInputSchema = z
  .object({
    name: projectNameSchema.optional(),
    description: projectDescriptionSchema,
    type: projectTypeSchema,
    status: projectStatusSchema.optional(),
    startDate: startDateSchema,
    targetEndDate: targetEndDateSchema,
    estimatedCost: estimatedCostSchema,
  })
  .refine(targetEndAfterStart.check, targetEndAfterStart.params);
export type UpdateProjectInput = z.input<typeof updateProjectInputSchema>;

/** Route parameters of /api/projects/{id}: archiving needs the id ('Project ID is required'). */
export const projectParamsSchema = z.object({
  id: z
    .string({ error: projectMessages.projectIdRequired })
    .trim()
    .min(1, projectMessages.projectIdRequired)
    .pipe(z.uuid({ error: projectMessages.notFound })),
});

/**
 * Route parameters as a route declares them: any text, so that a malformed id can answer 404
 * (or 400 'Project ID is required' when blank) from `projectParamsSchema` rather than a 400.
 */
export const projectPathParamsSchema = z.object({ id: textInputSchema('Project ID') });
export const projectAssignmentPathParamsSchema = z.object({
  id: textInputSchema('Project ID'),
  userId: textInputSchema('User ID'),
});

/** GET /api/projects?workspaceId&includeArchived (archived are left out unless asked for). */
export const listProjectsQuerySchema = z.object({
  workspaceId: z.uuid({ error: projectMessages.workspaceIdRequired }),
  includeArchived: booleanQuerySchema,
});

/** POST /api/projects/{id}/assignments body (DECISIONS.md "Projects"). */
export const createProjectAssignmentInputSchema = z.object({
  userId: idSchema,
  role: memberRoleSchema,
});

const projectAssignmentSchema = componentSchema('ProjectAssignment', {
  userId: idSchema,
  role: memberRoleSchema,
  user: z.object({ name: z.string().nullable(), phoneNumber: z.string() }),
});
export type ProjectAssignment = z.infer<typeof projectAssignmentSchema>;

/**
 * A project as every project call answers it (GET, POST, PUT, DELETE = archive, restore).
 * Money is in dollars; progress is a whole percent of complete tasks.
 */
export const projectSchema = componentSchema('Project', {
  id: idSchema,
  workspaceId: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  type: z.string().nullable(),
  status: projectStatusSchema,
  startDate: timestampSchema.nullable(),
  targetEndDate: timestampSchema.nullable(),
  estimatedCost: dollarsSchema.nullable(),
  totalInvestment: dollarsSchema,
  progress: z.number().int().min(0).max(100),
  /** 000 §4: target end date in the past, not complete or archived. */
  isOverdue: z.boolean(),
  /** 000 §4, from overdue, progress, cost efficiency and status (`projectInsights`). */
  health: projectHealthSchema,
  taskCount: z.number().int().nonnegative(),
  completedTaskCount: z.number().int().nonnegative(),
  createdBy: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  assignments: z.array(projectAssignmentSchema),
});
export type Project = z.infer<typeof projectSchema>;

/** GET /api/projects answer. */
export const projectListSchema = z.object({ projects: z.array(projectSchema) });
