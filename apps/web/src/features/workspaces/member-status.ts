import type { MemberStatus } from '@groundwork/shared/permissions/roles';
import type { BadgeTone } from '../../components/ui/badge';

/** How a membership status reads on the members list. */
export const memberStatusBadges: Record<MemberStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  pending: { label: 'Pending', tone: 'amber' },
  revoked: { label: 'Revoked', tone: 'zinc' },
};
