import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { FileError } from '@groundwork/shared/files/rules';
import { cn } from '../../../lib/cn';
import type { UploadItem } from '../api/use-upload-files';
import { fileUiMessages } from '../file-messages';

/** Each file of the batch being sent: a bar while it goes, then a check or a cross and why. */
export function UploadProgressList({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Upload progress" className="space-y-2">
      {items.map((item) => (
        <li key={item.key} className="rounded-md border border-line bg-surface px-3 py-2">
          <div className="flex items-center gap-2">
            {item.status === 'uploading' && (
              <LoaderCircle aria-hidden size={16} className="shrink-0 animate-spin text-accent" />
            )}
            {item.status === 'done' && (
              <CircleCheck
                role="img"
                aria-label="Uploaded"
                size={16}
                className="shrink-0 text-success-text"
              />
            )}
            {item.status === 'error' && (
              <CircleX role="img" aria-label="Failed" size={16} className="shrink-0 text-danger" />
            )}
            <span className="min-w-0 flex-1 truncate text-ink" title={item.fileName}>
              {item.fileName}
            </span>
            <span className="text-[13px] text-muted tabular-nums">{item.percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={`Uploading ${item.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.percent}
            className="mt-2 h-1.5 overflow-hidden rounded-full bg-subtle"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width]',
                item.status === 'error'
                  ? 'bg-danger'
                  : item.status === 'done'
                    ? 'bg-success'
                    : 'bg-accent',
              )}
              style={{ width: `${item.percent}%` }}
            />
          </div>
          {item.error && <p className="mt-1 text-[13px] text-danger">{item.error}</p>}
        </li>
      ))}
    </ul>
  );
}

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
