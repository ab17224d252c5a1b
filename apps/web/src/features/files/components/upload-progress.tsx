import { CircleX } from 'lucide-react';
import type { FileError } from '@groundwork/shared/files/rules';
import { fileUiMessages } from '../file-messages';

/** Why a batch was refused, every problem of every file (000 §5). */
export function RejectedBatch({ errors }: { errors: FileError[] }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-danger-soft px-3 py-2">
      <p className="font-medium text-ink">{fileUiMessages.batchRejected}</p>
      <ul className="mt-1 space-y-0.5 text-[13px] text-ink-soft">
        {errors.map((error, index) => (
          <li key={index} className="flex gap-1.5 break-words">
            <CircleX aria-hidden size={14} className="mt-0.5 shrink-0 text-danger" />
            <span className="min-w-0">
              <span className="font-medium">{error.fileName}</span>: {error.message}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
