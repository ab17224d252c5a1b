import { z } from 'zod';
import { WORKSPACE_DESCRIPTION_MAX_LENGTH, WORKSPACE_NAME_MAX_LENGTH } from '../common/constants';
import {
  e164PhoneNumberSchema,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  phoneCharacters,
  phoneNumberDescription,
} from '../common/phone';
import {
  booleanQuerySchema,
  idSchema,
  optionalTextInputSchema,
  requiredTextInputSchema,
  textInputSchema,
  timestampSchema,
  userSummarySchema,
} from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import { DEFAULT_INVITE_ROLE } from '../permissions/roles';
import { workspaceMessages } from './constants';
import { memberRoleSchema, memberStatusSchema } from '../permissions/schemas';

const workspaceNameSchema = requiredTextInputSchema('Name', WORKSPACE_NAME_MAX_LENGTH, {
  required: workspaceMessages.nameRequired,
  tooLong: workspaceMessages.nameTooLong,
});

// An empty description is stored as none.
const workspaceDescriptionSchema = optionalTextInputSchema(
  'Description',
  WORKSPACE_DESCRIPTION_MAX_LENGTH,
  workspaceMessages.descriptionTooLong,
);

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

export const workspaceSchema = componentSchema('Workspace', {
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  ownerId: idSchema,
  isOwner: z.boolean(),
  role: memberRoleSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceMemberSchema = componentSchema('WorkspaceMember', {
  id: idSchema,
  userId: idSchema,
  role: memberRoleSchema,
  status: memberStatusSchema,
  isOwner: z.boolean(),
  invitedAt: timestampSchema,
  joinedAt: timestampSchema.nullable(),
  user: userSummarySchema,
});
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
  includeRevoked: booleanQuerySchema,
});

/** A pending invitation, as the invitee sees it on their workspace list. */
const invitationSchema = componentSchema('Invitation', {
  workspaceId: idSchema,
  workspaceName: z.string(),
  workspaceDescription: z.string().nullable(),
  role: memberRoleSchema,
  invitedAt: timestampSchema,
  invitedBy: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });

export const inviteInputSchema = z.object({
  phoneNumber: textInputSchema('Phone number')
    .trim()
    .min(1, workspaceMessages.phoneRequired)
    .pipe(e164PhoneNumberSchema)
    // The document shows a pipe's first schema only: this states the second's rules.
    .meta({
      description: phoneNumberDescription,
      minLength: PHONE_MIN_LENGTH,
      maxLength: PHONE_MAX_LENGTH,
      // Beside the text rule's own pattern, which a `pattern` here would replace.
      allOf: [{ pattern: phoneCharacters.source }],
    }),
  role: memberRoleSchema.default(DEFAULT_INVITE_ROLE),
});
export type InviteInput = z.input<typeof inviteInputSchema>;

export const updateMemberRoleInputSchema = z.object({ role: memberRoleSchema });

// Ids in paths are checked by the server, which answers 404 for any id it does not know.
export const workspaceIdParamsSchema = z.object({ id: textInputSchema('Workspace ID') });
export const memberParamsSchema = z.object({
  id: textInputSchema('Workspace ID'),
  memberId: textInputSchema('Member ID'),
});

export const memberAnswerSchema = z.object({ member: workspaceMemberSchema });

/** GET /api/workspaces/{id}/members/count: the members by status (revoked ones are not counted). */
export const memberCountsSchema = z
  .object({ active: z.number().int().nonnegative(), pending: z.number().int().nonnegative() })
  .meta({ id: 'MemberCounts' });
export type MemberCounts = z.infer<typeof memberCountsSchema>;
