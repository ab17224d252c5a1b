import { useId } from 'react';
import {
  roleDescriptions,
  roleLabels,
  type MemberRole,
} from '@groundwork/shared/permissions/roles';
import { cn } from '../../../lib/cn';

export interface RolePickerProps {
  roles: readonly MemberRole[];
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  disabled?: boolean;
}

/** The roles as cards to choose from, each saying what the role may do. */
export function RolePicker({ roles, value, onChange, disabled }: RolePickerProps) {
  const name = useId();
  return (
    <fieldset className="space-y-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-[13px] font-medium text-ink-soft">Role</legend>
      <div className="space-y-2">
        {roles.map((role) => {
          const labelId = `${name}-${role}-label`;
          const descriptionId = `${name}-${role}-description`;
          return (
            <label
              key={role}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
                value === role
                  ? 'border-accent bg-accent-soft'
                  : 'border-line-strong hover:bg-subtle',
              )}
            >
              <input
                type="radio"
                name={name}
                value={role}
                checked={value === role}
                onChange={() => onChange(role)}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
                className="mt-0.5 size-4 accent-accent focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span id={labelId} className="block font-medium text-ink">
                  {roleLabels[role]}
                </span>
                <span id={descriptionId} className="block text-[13px] text-muted">
                  {roleDescriptions[role]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
