import { useId, useRef, useState, type ReactNode } from 'react';
import { Download, File, FileArchive, FileImage, FileText, Trash2 } from 'lucide-react';
import {
  fileCategory,
  fileCategoryLabels,
  formatFileSize,
  type FileCategory,
} from '@groundwork/shared/files/rules';
import { formatDate } from '@groundwork/shared/common/relative-time';
import type { TaskFile } from '@groundwork/shared/files/schemas';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { VirtualRowProps } from '../../../components/ui/virtual-list';
import { fileUiMessages } from '../file-messages';

// Read straight from the shared formatter: lib/format would bring the phone metadata along.
const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const categoryIcons: Record<FileCategory, typeof File> = {
  image: FileImage,
  document: FileText,
  archive: FileArchive,
  other: File,
};

const categoryTones: Record<FileCategory, BadgeTone> = {
  image: 'violet',
  document: 'blue',
  archive: 'amber',
  other: 'slate',
};

export interface FileRowProps {
  file: TaskFile;
  canDelete: boolean;
  onDownload: () => void;
  isDownloading: boolean;
  onDelete: () => void;
  isDeleting: boolean;
  onPreview: () => void;
  /** More to say about the file, e.g. the task and project on the workspace page. */
  context?: ReactNode;
  /** What a virtual list's row carries so that the list can measure it. */
  rowProps?: VirtualRowProps;
}

/** One file: thumbnail or icon, name, category, size, date, uploader, Download and Delete. */
export function FileRow({
  file,
  canDelete,
  onDownload,
  isDownloading,
  onDelete,
  isDeleting,
  onPreview,
  context,
  rowProps,
}: FileRowProps) {
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  const category = fileCategory(file.mimeType);
  const Icon = categoryIcons[category];

  return (
    <li
      {...rowProps}
      aria-labelledby={nameId}
      className="flex flex-col gap-3 py-3 md:flex-row md:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {file.previewUrl ? (
          <button
            type="button"
            onClick={onPreview}
            aria-label={`Preview ${file.filename}`}
            className="size-12 shrink-0 overflow-hidden rounded-md border border-line bg-subtle"
          >
            <img
              src={file.previewUrl}
              alt={`Thumbnail of ${file.filename}`}
              loading="lazy"
              className="size-full object-cover"
            />
          </button>
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-subtle text-muted">
            <Icon aria-hidden size={20} />
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span id={nameId} className="min-w-0 font-medium break-all text-ink">
              {file.filename}
            </span>
            <Badge tone={categoryTones[category]}>{fileCategoryLabels[category]}</Badge>
          </div>
          <p className="flex flex-wrap gap-x-2 text-[13px] text-muted">
            <span>{formatFileSize(file.fileSize)}</span>
            <span aria-hidden>·</span>
            <time dateTime={file.uploadedAt}>
              {formatDate(file.uploadedAt, { timeZone: browserTimeZone })}
            </time>
            <span aria-hidden>·</span>
            <span className="break-all">by {file.uploaderName}</span>
          </p>
          {context}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 max-md:pl-15">
        {confirming ? (
          <div
            role="group"
            aria-label={`Delete ${file.filename}`}
            className="flex items-center gap-2"
          >
            <span className="text-[13px] font-medium text-ink">
              {fileUiMessages.deleteConfirmation}
            </span>
            <Button variant="danger" size="sm" onClick={onDelete} disabled={isDeleting}>
              {isDeleting ? 'Deleting...' : 'Yes'}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              autoFocus
              disabled={isDeleting}
              onClick={() => {
                setConfirming(false);
                // The Delete button is back once this renders; give it the focus then.
                requestAnimationFrame(() => deleteButtonRef.current?.focus());
              }}
            >
              Cancel
            </Button>
          </div>
        ) : (
          <>
            <Button variant="secondary" size="sm" onClick={onDownload} disabled={isDownloading}>
              <Download aria-hidden size={16} />
              Download
            </Button>
            {canDelete && (
              <Button
                ref={deleteButtonRef}
                variant="ghost-danger"
                size="sm"
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden size={16} />
                Delete
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
