import { z } from 'zod';
import { WORKSPACE_DESCRIPTION_MAX_LENGTH, WORKSPACE_NAME_MAX_LENGTH } from '../common/constants';
import { e164PhoneNumberSchema } from '../common/phone';
import { DEFAULT_INVITE_ROLE, memberRoleSchema, memberStatusSchema } from '../permissions/roles';

export { WORKSPACE_DESCRIPTION_MAX_LENGTH, WORKSPACE_NAME_MAX_LENGTH };

export const workspaceMessages = {
  nameRequired: 'Workspace name is required',
  nameTooLong: 'Workspace name must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 500 characters',
  phoneRequired: 'Phone number is required',
  notFound: 'Workspace not found',
  memberNotFound: 'Member not found',
  alreadyMember: 'User is already a member of this workspace',
  noInvitation: 'No pending invitation to this workspace',
  ownerCannotLeave: 'The workspace owner cannot leave the workspace',
  roleNotAssignable: 'You cannot assign this role',
} as const;

const workspaceNameSchema = z
  .string()
  .trim()
  .min(1, workspaceMessages.nameRequired)
  .max(WORKSPACE_NAME_MAX_LENGTH, workspaceMessages.nameTooLong);

// An empty description is stored as none.
const workspaceDescriptionSchema = z
  .string()
  .trim()
  .max(WORKSPACE_DESCRIPTION_MAX_LENGTH, workspaceMessages.descriptionTooLong)
  .transform((value) => (value === '' ? null : value))
  .nullish();

export const createWorkspaceInputSchema = z.object({
  name: workspaceNameSchema,
  description: workspaceDescriptionSchema,
});
export type CreateWorkspaceInput = z.input<typeof createWorkspaceInputSchema>;

export const updateWorkspaceInputSchema = z.object({
  name: workspaceNameSchema.optional(),
  description: workspaceDescriptionSchema,
});
export type UpdateWorkspaceInput = z.input<typeof updateWorkspaceInputSchema>;

export const workspaceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    ownerId: z.uuid(),
    isOwner: z.boolean(),
    role: memberRoleSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Workspace' });
export type Workspace = z.infer<typeof workspaceSchema>;

export const memberUserSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  phoneNumber: z.string(),
});

export const workspaceMemberSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    role: memberRoleSchema,
    status: memberStatusSchema,
    isOwner: z.boolean(),
    invitedAt: z.iso.datetime(),
    joinedAt: z.iso.datetime().nullable(),
    user: memberUserSchema,
  })
  .meta({ id: 'WorkspaceMember' });
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

/** GET /api/workspaces/{id}: the workspace with its members. */
export const workspaceDetailSchema = workspaceSchema
  .extend({ members: z.array(workspaceMemberSchema) })
  .meta({ id: 'WorkspaceDetail' });
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

export const workspaceListSchema = z.object({ workspaces: z.array(workspaceSchema) });
export type WorkspaceList = z.infer<typeof workspaceListSchema>;

export const workspaceDetailQuerySchema = z.object({
  // Revoked rows are kept for history and only listed when asked for.
  includeRevoked: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** A pending invitation, as the invitee sees it on their workspace list. */
export const invitationSchema = z
  .object({
    workspaceId: z.uuid(),
    workspaceName: z.string(),
    workspaceDescription: z.string().nullable(),
    role: memberRoleSchema,
    invitedAt: z.iso.datetime(),
    invitedBy: z.string().nullable(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });

export const inviteInputSchema = z.object({
  phoneNumber: z
    .string()
    .trim()
    .min(1, workspaceMessages.phoneRequired)
    .pipe(e164PhoneNumberSchema),
  role: memberRoleSchema.default(DEFAULT_INVITE_ROLE),
});
export type InviteInput = z.input<typeof inviteInputSchema>;

export const updateMemberRoleInputSchema = z.object({ role: memberRoleSchema });
export type UpdateMemberRoleInput = z.infer<typeof updateMemberRoleInputSchema>;

// Ids in paths are checked by the server, which answers 404 for any id it does not know.
export const workspaceIdParamsSchema = z.object({ id: z.string() });
export const memberParamsSchema = z.object({ id: z.string(), memberId: z.string() });

export const memberAnswerSchema = z.object({ member: workspaceMemberSchema });
