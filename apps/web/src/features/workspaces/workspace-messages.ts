import { pagedListLabels } from '../../components/ui/load-more';
/**
 * What the workspace screens say (000 §2, §8 Workspaces). The API's own messages and the
 * confirmation of the list are in shared.
 */
export const workspaceUiMessages = {
  fetchListFailed: 'Failed to fetch workspaces',
  fetchInvitationsFailed: 'Failed to fetch invitations',
  fetchFailed: 'Failed to fetch workspace',
  createFailed: 'Failed to create workspace',
  updateFailed: 'Failed to update workspace',
  deleteFailed: 'Failed to delete workspace',
  inviteFailed: 'Failed to send invitation',
  invited: 'Invitation sent successfully!',
  roleUpdateFailed: 'Failed to update role',
  roleUpdated: 'Role updated successfully!',
  removeFailed: 'Failed to remove member',
  removed: 'Member removed successfully!',
  joinFailed: 'Failed to join workspace',
  declineFailed: 'Failed to decline invitation',
  leaveFailed: 'Failed to leave workspace',
  idMissing: 'Workspace ID not found.',
  notFound: 'Workspace not found.',
  removeMemberConfirmation: 'Are you sure you want to remove this member from the workspace?',
  fetchMembersFailed: 'Failed to fetch members',
  membersFailedTitle: 'Failed to load members',
} as const;

/** The end of the paged members list: more on scroll or from the button. */
export const memberListLabels = pagedListLabels('members');

export const workspaceToasts = {
  created: (name: string) => `Workspace "${name}" created successfully!`,
  updated: (name: string) => `Workspace "${name}" updated successfully!`,
  deleted: (name: string) => `Workspace "${name}" deleted successfully!`,
  deleteFailed: (name: string, reason: string) => `Failed to delete "${name}": ${reason}`,
  joined: (name: string) => `You joined "${name}"`,
  declined: (name: string) => `Invitation to "${name}" declined`,
  left: (name: string) => `You left "${name}"`,
};
