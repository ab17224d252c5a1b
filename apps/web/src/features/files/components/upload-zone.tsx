import { useId, useState, type DragEvent, type Ref } from 'react';
import { CloudUpload } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface UploadZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The file input, for whoever wants to move the focus to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Where files are dropped or picked. The picker is a real file input behind a label that looks
 * like a button, so Tab reaches it and Enter or Space opens it.
 */
export function UploadZone({ onFiles, disabled = false, inputRef }: UploadZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [isOver, setIsOver] = useState(false);

  const acceptsDrag = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  return (
    <div
      onDragEnter={(event) => {
        if (!acceptsDrag(event)) return;
        event.preventDefault();
        setIsOver(true);
      }}
      onDragOver={(event) => {
        if (!acceptsDrag(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        // Leaving for a child of the zone is not leaving the zone.
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setIsOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setIsOver(false);
        if (disabled) return;
        onFiles(Array.from(event.dataTransfer.files));
      }}
      data-testid="upload-drop-zone"
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
        isOver ? 'border-accent bg-accent-soft' : 'border-line-strong bg-canvas',
      )}
    >
      <CloudUpload aria-hidden size={24} className="text-muted" />
      <p className="text-ink-soft">Drag and drop files here, or</p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        disabled={disabled}
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that picking the same file again still reports a change.
          event.target.value = '';
          onFiles(files);
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonClasses('secondary', 'sm'),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        )}
      >
        Browse files
      </label>
      <p id={hintId} className="max-w-md text-[13px] text-muted">
        Images, PDF, Word, Excel, PowerPoint, text, CSV, Markdown, JSON, XML or zip, up to 100 MB
        each.
      </p>
    </div>
  );
}
