import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { BellRing, ChevronRight } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateMeInputSchema, type User } from '@groundwork/shared/auth/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { useFormSubmit } from '../../../lib/form-error';
import { formatPhoneNumber } from '../../../lib/phone-number';
import { paths } from '../../../lib/paths';
import { useUpdateProfile } from '../api/update-profile';

export interface ProfileDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Lets the signed-in user set the name others see instead of their phone number. */
export function ProfileDialog({ user, open, onOpenChange }: ProfileDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Profile"
      description={`Signed in as ${formatPhoneNumber(user.phoneNumber)}`}
      size="sm"
    >
      {/* Mounted only while open, so the form starts from the current name every time. */}
      <ProfileForm user={user} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updateMeInputSchema),
    defaultValues: { name: user.name ?? '' },
  });
  const updateProfile = useUpdateProfile();
  const preferencesHintId = useId();

  const onSubmit = handleSubmit((values) => {
    updateProfile.mutate(values, { onSuccess: onDone });
  });
  const submit = useFormSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Your name" error={errors.name?.message}>
        {(fieldProps) => <Input {...fieldProps} {...register('name')} autoComplete="name" />}
      </Field>
      <div className="mt-5 border-t border-line pt-4">
        <Link
          to={paths.notificationPreferences()}
          onClick={onDone}
          aria-label="Notification preferences"
          aria-describedby={preferencesHintId}
          className="-mx-2 flex min-h-11 items-center gap-3 rounded-md px-2 py-1.5 hover:bg-subtle md:min-h-9"
        >
          <BellRing aria-hidden size={16} className="shrink-0 text-muted" />
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-ink">Notification preferences</span>
            <span id={preferencesHintId} className="block text-[13px] text-muted">
              Text messages, quiet hours and the daily digest
            </span>
          </span>
          <ChevronRight aria-hidden size={16} className="shrink-0 text-faint" />
        </Link>
      </div>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone} disabled={updateProfile.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={updateProfile.isPending}>
          {updateProfile.isPending ? 'Saving...' : 'Save'}
        </Button>
      </ModalFooter>
    </form>
  );
}
