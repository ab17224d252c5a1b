/**
 * The messages of workspaces and their members. Plain values: zod stays in schemas.ts (see
 * tasks/constants.ts).
 */

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
} as const;
