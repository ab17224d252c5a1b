import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { PhoneFormValues } from './phone-form-resolver';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { apiErrorMessages } from '../../../lib/api-client';
import { useFormSubmit } from '../../../lib/form-error';
import { useRequestCode } from '../api/request-code';

// Fits the 15-character limit of 000 §5 while showing the international form.
const PHONE_PLACEHOLDER = '+1 555 123 4567';

// zod, the phone rules and the code step are most of the sign-in code, and none of it is needed
// before the first submit: it loads when the person starts typing (or on submit), not with the page.
const loadPhoneFormResolver = () =>
  import('./phone-form-resolver').then((m) => m.phoneFormResolver);
export const loadCodeStep = () => import('./code-step');
const preloadNextSteps = () => {
  // A failed download is tried again on submit, where it is reported.
  loadPhoneFormResolver().catch(() => undefined);
  loadCodeStep().catch(() => undefined);
};
const phoneFormResolver: Resolver<PhoneFormValues> = async (values, context, options) => {
  let resolve: Resolver<PhoneFormValues>;
  try {
    resolve = await loadPhoneFormResolver();
  } catch {
    // Offline before the validation arrived: say so beside the field rather than do nothing.
    return {
      values: {},
      errors: { phoneNumber: { type: 'network', message: apiErrorMessages.network } },
    };
  }
  return resolve(values, context, options);
};

export interface PhoneStepProps {
  defaultPhoneNumber: string;
  /** Called with the number as typed once a code is on its way. */
  onCodeSent: (phoneNumber: string) => void;
}

/** Step 1 of sign-in: the phone number a code is sent to. */
export function PhoneStep({ defaultPhoneNumber, onCodeSent }: PhoneStepProps) {
  const { control, register, handleSubmit, formState } = useForm({
    resolver: phoneFormResolver,
    defaultValues: { phoneNumber: defaultPhoneNumber },
  });
  const phoneNumber = useWatch({ control, name: 'phoneNumber' });
  const requestCode = useRequestCode();

  const onSubmit = handleSubmit((values) => {
    requestCode.mutate(values, { onSuccess: () => onCodeSent(values.phoneNumber) });
  });
  const submit = useFormSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Phone Number" error={formState.errors.phoneNumber?.message}>
        {(fieldProps) => (
          <Input
            {...fieldProps}
            {...register('phoneNumber', { onChange: preloadNextSteps })}
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
