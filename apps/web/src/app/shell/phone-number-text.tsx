import { lazy, Suspense } from 'react';

// The phone metadata is one of the largest downloads; the frame of every signed-in page only
// shows a number for people who have not named themselves, so it loads only then.
const FormattedPhoneNumber = lazy(async () => {
  const { formatPhoneNumber } = await import('../../lib/format');
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
