import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateMeInputSchema, type User } from '@groundwork/shared/auth/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { useFormSubmit } from '../../../lib/form-error';
import { useUpdateProfile } from '../api/update-profile';
import { useFinishSignIn } from '../api/verify-code';
import { rememberNameSkipped } from '../name-prompt';

export interface NameStepProps {
  /** Signed in a moment ago, with no name yet. */
  user: User;
}

/**
 * Step 3 of a first sign-in: the name others will see instead of the phone number, asked once.
 * Save sets it (PUT /api/auth/me); Skip goes on without one and is remembered in this browser.
 * Either way the sign-in then goes where it always does.
 */
export function NameStep({ user }: NameStepProps) {
  const headingId = useId();
  const finishSignIn = useFinishSignIn();
  const saveName = useUpdateProfile({ announce: false });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(updateMeInputSchema), defaultValues: { name: '' } });

  const onSubmit = handleSubmit((values) => {
    saveName.mutate(values, {
      onSuccess: ({ user: named }) => finishSignIn(named, { isFirstSignIn: true }),
    });
  });
  const submit = useFormSubmit(onSubmit);

  const skip = () => {
    rememberNameSkipped(user.id);
    finishSignIn(user, { isFirstSignIn: true });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-5">
      <div className="space-y-1">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          What should we call you?
        </h2>
        <p className="text-muted">
          Your teammates see your name instead of your phone number. You can change it later from
          your profile.
        </p>
      </div>
      <Field label="Your name" error={errors.name?.message}>
        {(fieldProps) => (
          <Input {...fieldProps} {...register('name')} autoComplete="name" autoFocus />
        )}
      </Field>
      <div className="space-y-2">
        <Button type="submit" className="w-full" disabled={saveName.isPending}>
          {saveName.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="ghost" className="w-full" disabled={saveName.isPending} onClick={skip}>
          Skip
        </Button>
      </div>
    </form>
  );
}
