import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** One file of an upload batch as the progress list shows it. */
export interface UploadItem {
  key: string;
  fileName: string;
  percent: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
}

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
