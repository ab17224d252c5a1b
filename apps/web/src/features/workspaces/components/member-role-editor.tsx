import { useState } from 'react';
import { roleLabels, type MemberRole } from '@groundwork/shared/permissions/roles';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';

export interface MemberRoleEditorProps {
  currentRole: MemberRole;
  /** The roles the actor may give (000 §6). */
  roles: MemberRole[];
  isSaving: boolean;
  onSave: (role: MemberRole) => void;
  onCancel: () => void;
}

/** The inline role select of a member row, with Save and Cancel. */
export function MemberRoleEditor({
  currentRole,
  roles,
  isSaving,
  onSave,
  onCancel,
}: MemberRoleEditorProps) {
  const [role, setRole] = useState(currentRole);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select
        aria-label="Role"
        value={role}
        autoFocus
        disabled={isSaving}
        className="max-md:basis-full md:w-44"
        onChange={(event) => setRole(event.target.value as MemberRole)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        {roles.map((option) => (
          <option key={option} value={option}>
            {roleLabels[option]}
          </option>
        ))}
      </Select>
      <Button size="sm" disabled={isSaving} onClick={() => onSave(role)}>
        {isSaving ? 'Saving...' : 'Save'}
      </Button>
      <Button variant="secondary" size="sm" disabled={isSaving} onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
