import { useRef, useState, type FormEvent } from 'react';
import { formatInvitePhoneInput, invitePhoneForRequest } from '@groundwork/shared/common/phone';
import { assignableRoles } from '@groundwork/shared/permissions/capabilities';
import {
  DEFAULT_INVITE_ROLE,
  invitableRoles,
  type MemberRole,
  type WorkspaceActor,
} from '@groundwork/shared/permissions/roles';
import { inviteInputSchema } from '@groundwork/shared/workspaces/schemas';
import { Field, Input } from '../../../components/ui/field';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { Modal } from '../../../components/ui/modal';
import { useFormSubmit } from '../../../lib/form-error';
import { useInviteMember } from '../api/invite-member';
import { RolePicker } from './role-picker';

const PHONE_PLACEHOLDER = '+1 (555) 123-4567';

export interface InviteMemberDialogProps {
  workspaceId: string;
  actor: WorkspaceActor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Invites a phone number into the workspace with a role (000 §2 Invite form). */
export function InviteMemberDialog({
  workspaceId,
  actor,
  open,
  onOpenChange,
}: InviteMemberDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Invite User to Workspace">
      {/* Mounted only while open, so every invitation starts blank. */}
      <InviteForm workspaceId={workspaceId} actor={actor} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

/** What is sent, checked with the shared rule: the field's formatted value is not sent as is. */
function validateInvite(phoneField: string, role: MemberRole) {
  return inviteInputSchema.safeParse({ phoneNumber: invitePhoneForRequest(phoneField), role });
}

function InviteForm({
  workspaceId,
  actor,
  onDone,
}: {
  workspaceId: string;
  actor: WorkspaceActor;
  onDone: () => void;
}) {
  const phoneRef = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<MemberRole>(DEFAULT_INVITE_ROLE);
  const [phoneError, setPhoneError] = useState<string>();
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const inviteMember = useInviteMember();
  const allowed = assignableRoles(actor);
  const roles = invitableRoles.filter((option) => allowed.includes(option));

  const changePhone = (typed: string) => {
    const formatted = formatInvitePhoneInput(typed);
    setPhone(formatted);
    // After a refused submit, the message follows the fixes as they are typed.
    if (wasSubmitted) setPhoneError(validateInvite(formatted, role).error?.issues[0]?.message);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setWasSubmitted(true);
    const result = validateInvite(phone, role);
    if (!result.success) {
      setPhoneError(result.error.issues[0]?.message);
      phoneRef.current?.focus();
      return;
    }
    setPhoneError(undefined);
    inviteMember.mutate(
      { workspaceId, input: { phoneNumber: invitePhoneForRequest(phone), role } },
      { onSuccess: onDone },
    );
  };
  const submit = useFormSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field
        label="Phone Number"
        error={phoneError}
        hint="US numbers format as you type; for other countries, start with the country code."
      >
        {(fieldProps) => (
          <Input
            {...fieldProps}
            ref={phoneRef}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={PHONE_PLACEHOLDER}
            value={phone}
            onChange={(event) => changePhone(event.target.value)}
          />
        )}
      </Field>
      <RolePicker roles={roles} value={role} onChange={setRole} disabled={inviteMember.isPending} />
      <FormDialogFooter
        onCancel={onDone}
        isPending={inviteMember.isPending}
        isIncomplete={phone.trim() === ''}
        submitLabel={inviteMember.isPending ? 'Sending...' : 'Send Invitation'}
      />
    </form>
  );
}
