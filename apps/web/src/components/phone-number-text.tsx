import { lazy, Suspense } from 'react';

// Loaded on first use (see lib/phone-number.ts): most people have named themselves.
const FormattedPhoneNumber = lazy(async () => {
  const { formatPhoneNumber } = await import('../lib/phone-number');
  return { default: ({ value }: { value: string }) => formatPhoneNumber(value) };
});

/** A stored E.164 number in its readable form; the stored form until the formatter is loaded. */
export function PhoneNumberText({ value }: { value: string }) {
  return (
    <Suspense fallback={value}>
      <FormattedPhoneNumber value={value} />
    </Suspense>
  );
}
