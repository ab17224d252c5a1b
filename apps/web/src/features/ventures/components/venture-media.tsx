import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Trash2, Upload } from 'lucide-react';
import {
  VENTURE_UPLOAD_ERROR_CLEAR_MS,
  VENTURE_UPLOAD_SUCCESS_CLEAR_MS,
} from '@groundwork/shared/common/constants';
import { formatFileSize } from '@groundwork/shared/files/rules';
import {
  checkVentureFileBatch,
  isVentureImage,
  ventureFileMessages,
} from '@groundwork/shared/ventures/rules';
import type { VentureFile } from '@groundwork/shared/ventures/schemas';
import { Button } from '../../../components/ui/button';
import { FormErrorList } from '../../../components/ui/form-error-list';
import { UploadProgressList } from '../../../components/ui/upload-progress-list';
import { useUploadItems } from '../../../lib/use-upload-items';
import { ventureKeys } from '../api/query-keys';
import {
  uploadVentureFile,
  useDeleteVentureFile,
  useDownloadVentureFile,
} from '../api/venture-files';
import { ConfirmDialog } from './lazy-dialogs';

/** Sends a batch of files one after the other; each item leaves 2 s after success, 5 s after an error (001 §4, §9). */
function useVentureUploads(workspaceId: string, ventureId: string) {
  const queryClient = useQueryClient();
  const { items, setItems, sendItem } = useUploadItems();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function removeLater(key: string, delayMs: number) {
    timers.current.push(
      setTimeout(() => setItems((current) => current.filter((item) => item.key !== key)), delayMs),
    );
  }

  async function upload(accepted: { file: File; mimeType: string }[]) {
    const queued = accepted.map(({ file, mimeType }) => ({
      file,
      mimeType,
      key: crypto.randomUUID(),
    }));
    setItems((current) => [
      ...current,
      ...queued.map(({ file, key }) => ({
        key,
        fileName: file.name,
        percent: 0,
        status: 'uploading' as const,
      })),
    ]);
    for (const { file, mimeType, key } of queued) {
      const failure = await sendItem(
        key,
        (onProgress) => uploadVentureFile({ file, mimeType, ventureId, workspaceId, onProgress }),
        String,
      );
      removeLater(
        key,
        failure === null ? VENTURE_UPLOAD_SUCCESS_CLEAR_MS : VENTURE_UPLOAD_ERROR_CLEAR_MS,
      );
    }
    void queryClient.invalidateQueries({ queryKey: ventureKeys.detail(ventureId) });
    void queryClient.invalidateQueries({ queryKey: ventureKeys.lists() });
  }

  return { items, upload };
}

/** Picks images and PDFs for a venture; an invalid batch is refused whole with every reason (001 §5). */
export function VentureUploader({
  workspaceId,
  ventureId,
}: {
  workspaceId: string;
  ventureId: string;
}) {
  const inputId = useId();
  const hintId = useId();
  const { items, upload } = useVentureUploads(workspaceId, ventureId);
  const [errors, setErrors] = useState<string[]>([]);

  function onFiles(files: File[]) {
    if (files.length === 0) return;
    const check = checkVentureFileBatch(files);
    if (!check.ok) {
      setErrors(check.errors.map((error) => error.message));
      return;
    }
    setErrors([]);
    void upload(check.accepted.map(({ file, mimeType }) => ({ file, mimeType })));
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-line-strong bg-canvas px-4 py-6 text-center">
        <Upload aria-hidden size={24} className="text-muted" />
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
          aria-describedby={hintId}
          className="peer sr-only"
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-md border border-line-strong bg-surface px-3 font-medium text-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:bg-subtle max-md:min-h-11"
        >
          Choose files
        </label>
        <p id={hintId} className="text-[13px] text-muted">
          Images (JPEG, PNG, GIF, WebP) and PDFs, up to 10MB each
        </p>
      </div>
      <FormErrorList heading="No files were uploaded. Fix these and try again:" messages={errors} />
      <UploadProgressList items={items} />
    </div>
  );
}

/** Asks before deleting one of a venture's files (001 §2), then deletes it. */
function useFileDeletion(workspaceId: string, ventureId: string) {
  const remove = useDeleteVentureFile(workspaceId, ventureId);
  const [deleting, setDeleting] = useState<VentureFile | null>(null);
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => !open && setDeleting(null)}
      title="Delete File"
      message={deleting ? ventureFileMessages.deleteConfirm(deleting.filename) : ''}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      isPending={remove.isPending}
      onConfirm={() => {
        if (!deleting) return;
        remove.mutate(deleting, { onSettled: () => setDeleting(null) });
      }}
    />
  );
  return { askToDelete: setDeleting, dialog };
}

/** Opens the deletion question for one file; the icon alone where space is short. */
function DeleteFileButton({
  file,
  onClick,
  children,
}: {
  file: VentureFile;
  onClick: (file: VentureFile) => void;
  children?: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Delete ${file.filename}`}
      onClick={() => onClick(file)}
    >
      <Trash2 aria-hidden size={16} />
      {children}
    </Button>
  );
}

/** The wizard's images, each with Delete for the person editing the venture. */
export function VentureImageList({
  workspaceId,
  ventureId,
  files,
}: {
  workspaceId: string;
  ventureId: string;
  files: readonly VentureFile[];
}) {
  const { askToDelete, dialog } = useFileDeletion(workspaceId, ventureId);
  const images = files.filter((file) => isVentureImage(file.mimeType));
  if (images.length === 0) return null;
  return (
    <>
      <ul aria-label="Images" className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {images.map((file) => (
          <li key={file.id} className="overflow-hidden rounded-md border border-line">
            <img src={file.url} alt={file.filename} className="aspect-[4/3] w-full object-cover" />
            <div className="flex items-center gap-1 p-1.5">
              <span className="min-w-0 flex-1 truncate text-xs text-muted">{file.filename}</span>
              <DeleteFileButton file={file} onClick={askToDelete} />
            </div>
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}

/** A venture's PDFs with download, and delete after confirmation for whoever may edit it. */
export function VentureDocuments({
  workspaceId,
  ventureId,
  files,
  canDelete,
}: {
  workspaceId: string;
  ventureId: string;
  files: readonly VentureFile[];
  canDelete: boolean;
}) {
  const download = useDownloadVentureFile(workspaceId, ventureId);
  const { askToDelete, dialog } = useFileDeletion(workspaceId, ventureId);
  const documents = files.filter((file) => !isVentureImage(file.mimeType));
  if (documents.length === 0) return <p className="text-[13px] text-muted">No documents</p>;
  return (
    <>
      <ul aria-label="Documents" className="divide-y divide-line rounded-lg border border-line">
        {documents.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
            <FileText aria-hidden size={16} className="text-muted" />
            {/* At least 12rem for the name: on a phone the buttons wrap under it instead. */}
            <div className="min-w-0 flex-1 basis-48">
              <p className="truncate font-medium text-ink">{file.filename}</p>
              <p className="text-[13px] text-muted">
                {formatFileSize(file.fileSize)}
                {file.uploader.name ? ` · ${file.uploader.name}` : ''}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Download ${file.filename}`}
              disabled={download.isPending}
              onClick={() => download.mutate(file.id)}
            >
              <Download aria-hidden size={16} />
              Download
            </Button>
            {canDelete && (
              <DeleteFileButton file={file} onClick={askToDelete}>
                Delete
              </DeleteFileButton>
            )}
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}
