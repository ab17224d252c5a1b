import { useCallback, useId, useRef, useState, type ReactNode, type RefCallback } from 'react';
import { FolderOpen, Paperclip, SearchX, Upload } from 'lucide-react';
import type { TaskFile } from '@groundwork/shared/files/schemas';
import { UploadProgressList } from '../../../components/ui/upload-progress-list';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryErrorState } from '../../../components/ui/error-state';
import { PagedListEnd } from '../../../components/ui/load-more';
import { loadMoreLabels } from '../../../lib/load-more-labels';
import { DividedVirtualList, type VirtualRowProps } from '../../../components/ui/virtual-list';
import { RowSkeleton } from '../../../components/ui/row-skeleton';
import { isListError } from '../../../lib/list-error';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useDeleteFile } from '../api/delete-file';
import { useDownloadFile } from '../api/download-file';
import type { FileListState } from '../api/get-files';
import { useUploadFiles } from '../api/use-upload-files';
import { fileUiMessages } from '../file-messages';
import { FileRow } from './file-row';
import { FileToolbar } from './file-toolbar';
import { ImagePreviewDialog } from './image-preview-dialog';
import { RejectedBatch } from './upload-progress';
import { UploadZone } from './upload-zone';

export interface FileManagerProps<T extends TaskFile> {
  workspaceId: string;
  /** The toolbar's view, the files a page at a time in its order, and their count. */
  list: FileListState<T>;
  /** The task that uploads go to; null when the person may not upload here. */
  uploadTaskId: string | null;
  canDelete: boolean;
  title?: string;
  /** Links beside the title, e.g. 'Full Screen View'. */
  actions?: ReactNode;
  /** More to say on each row, e.g. its task and project. */
  fileContext?: (file: T) => ReactNode;
}

/** About a file row's height (a 48 px thumbnail and its padding), before it is measured. */
const FILE_ROW_HEIGHT_PX = 73;

/**
 * The file manager of 000 §2: the count, 'Upload Files' with its drop zone and progress, search,
 * Type filter, sort, and the rows with Download and Delete. Every state of the list is drawn:
 * loading, error, empty and content.
 */
export function FileManager<T extends TaskFile>({
  workspaceId,
  list,
  uploadTaskId,
  canDelete,
  title = 'Files',
  actions,
  fileContext,
}: FileManagerProps<T>) {
  const headingId = useId();
  const uploadPanelId = useId();
  const offlineNoteId = useId();
  const isOnline = useOnlineStatus();
  const [uploadOpen, setUploadOpen] = useState(false);
  const pickerRef = useRef<HTMLInputElement | null>(null);
  const focusPickerOnMount = useRef(false);
  const [previewing, setPreviewing] = useState<T | null>(null);
  const download = useDownloadFile(workspaceId);
  const remove = useDeleteFile(workspaceId);
  const { view, setView, filesQuery, count, isFiltered } = list;

  // 'Upload your first file' opens the zone and puts the focus on its file picker.
  const attachPicker = useCallback((node: HTMLInputElement | null) => {
    pickerRef.current = node;
    if (node && focusPickerOnMount.current) {
      focusPickerOnMount.current = false;
      node.focus();
    }
  }, []);
  const fileRow = (file: T, rowProps: VirtualRowProps) => (
    <FileRow
      rowProps={rowProps}
      file={file}
      canDelete={canDelete}
      onDownload={() => download.mutate(file.id)}
      isDownloading={download.isPending && download.variables === file.id}
      onDelete={() => remove.mutate(file.id)}
      isDeleting={remove.isPending && remove.variables === file.id}
      onPreview={() => setPreviewing(file)}
      context={fileContext?.(file)}
    />
  );
  const openUpload = () => {
    if (pickerRef.current) {
      pickerRef.current.focus();
      return;
    }
    focusPickerOnMount.current = true;
    setUploadOpen(true);
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-4 p-4 md:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-ink">
            <Paperclip aria-hidden size={16} className="text-muted" />
            {title}
          </h2>
          {count !== undefined && (
            <p className="text-[13px] text-muted tabular-nums">
              {count} {count === 1 ? 'file' : 'files'}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          {uploadTaskId && (
            <Button
              variant={uploadOpen ? 'secondary' : 'primary'}
              size="sm"
              aria-expanded={uploadOpen && isOnline}
              aria-controls={uploadPanelId}
              aria-describedby={isOnline ? undefined : offlineNoteId}
              disabled={!isOnline}
              onClick={() => setUploadOpen((open) => !open)}
            >
              <Upload aria-hidden size={16} />
              Upload Files
            </Button>
          )}
        </div>
      </div>
      {uploadTaskId && !isOnline && (
        <p id={offlineNoteId} className="text-[13px] text-muted">
          {fileUiMessages.uploadNeedsConnection}
        </p>
      )}

      {uploadTaskId && (
        <TaskUploader
          panelId={uploadPanelId}
          open={uploadOpen && isOnline}
          workspaceId={workspaceId}
          taskId={uploadTaskId}
          pickerRef={attachPicker}
        />
      )}

      <FileToolbar view={view} onChange={setView} />

      {filesQuery.isPending ? (
        <ul aria-label="Loading files" aria-busy="true" className="space-y-3">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="flex items-center gap-3">
              <RowSkeleton leadClassName="size-12 shrink-0" secondLineClassName="w-1/3" />
            </li>
          ))}
        </ul>
      ) : !filesQuery.data || isListError(filesQuery) ? (
        <QueryErrorState query={filesQuery} title={fileUiMessages.loadFailed} />
      ) : filesQuery.data.length === 0 && isFiltered ? (
        <EmptyState icon={SearchX} title={fileUiMessages.emptyFiltered} />
      ) : filesQuery.data.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title={fileUiMessages.emptyTitle}
          action={
            uploadTaskId ? (
              <Button onClick={openUpload} disabled={!isOnline}>
                <Upload aria-hidden size={16} />
                {fileUiMessages.emptyAction}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div>
          <DividedVirtualList
            items={filesQuery.data}
            estimatedRowHeight={FILE_ROW_HEIGHT_PX}
            label={title}
            renderItem={fileRow}
          />
          <PagedListEnd pages={filesQuery} labels={loadMoreLabels(fileUiMessages)} />
        </div>
      )}
      <ImagePreviewDialog file={previewing} onClose={() => setPreviewing(null)} />
    </Card>
  );
}

function TaskUploader({
  panelId,
  open,
  workspaceId,
  taskId,
  pickerRef,
}: {
  panelId: string;
  open: boolean;
  workspaceId: string;
  taskId: string;
  pickerRef: RefCallback<HTMLInputElement>;
}) {
  const { upload, items, rejected } = useUploadFiles(workspaceId, taskId);
  return (
    <div className="space-y-3">
      <div id={panelId} hidden={!open} className="space-y-3">
        {open && <UploadZone onFiles={(files) => void upload(files)} inputRef={pickerRef} />}
        <RejectedBatch errors={rejected} />
      </div>
      <UploadProgressList items={items} />
    </div>
  );
}
