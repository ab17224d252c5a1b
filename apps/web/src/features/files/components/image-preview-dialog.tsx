import type { TaskFile } from '@groundwork/shared/files/schemas';
import { Modal } from '../../../components/ui/modal';

/**
 * An image file shown large. The modal moves the focus in, closes on Escape and gives the focus
 * back to the thumbnail that opened it.
 */
export function ImagePreviewDialog({
  file,
  onClose,
}: {
  file: TaskFile | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={file !== null && file.previewUrl !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={file?.filename ?? ''}
      size="lg"
    >
      {file?.previewUrl && (
        <img
          src={file.previewUrl}
          alt={file.filename}
          className="mx-auto max-h-[70vh] w-auto max-w-full rounded-md object-contain"
        />
      )}
    </Modal>
  );
}
