import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { phoneFormSchema } from '@groundwork/shared/auth/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { useRequestCode } from '../api/request-code';

// Fits the 15-character limit of 000 §5 while showing the international form.
const PHONE_PLACEHOLDER = '+1 555 123 4567';

export interface PhoneStepProps {
  defaultPhoneNumber: string;
  /** Called with the number as typed once a code is on its way. */
  onCodeSent: (phoneNumber: string) => void;
}

/** Step 1 of sign-in: the phone number a code is sent to. */
export function PhoneStep({ defaultPhoneNumber, onCodeSent }: PhoneStepProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phoneNumber: defaultPhoneNumber },
  });
  const phoneNumber = useWatch({ control, name: 'phoneNumber' });
  const requestCode = useRequestCode();

  const onSubmit = handleSubmit((values) => {
    requestCode.mutate(values, { onSuccess: () => onCodeSent(values.phoneNumber) });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Phone Number" error={errors.phoneNumber?.message}>
        {(fieldProps) => (
          <Input
            {...fieldProps}
            {...register('phoneNumber')}
            type="tel"
            autoComplete="tel"
            placeholder={PHONE_PLACEHOLDER}
            autoFocus
          />
        )}
      </Field>
      <Button
        type="submit"
        className="w-full"
        disabled={phoneNumber.trim() === '' || requestCode.isPending}
      >
        {requestCode.isPending ? 'Sending...' : 'Send OTP'}
      </Button>
    </form>
  );
}
