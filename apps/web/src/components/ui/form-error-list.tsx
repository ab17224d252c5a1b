/**
 * The list of a form's validation messages above its fields, e.g. under 'Please fix the
 * following errors:'. Renders nothing when there are none.
 */
export function FormErrorList({ heading, messages }: { heading: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-200 bg-danger-soft px-4 py-3 text-[13px] text-ink"
    >
      <p className="font-medium">{heading}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
