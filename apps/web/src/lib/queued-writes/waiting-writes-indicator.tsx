import { CloudUpload } from 'lucide-react';
import { useWaitingWrites, waitingWritesText } from './use-waiting-writes';

/**
 * How many writes wait for a connection, in a strip under the header that stays in view while
 * the page scrolls; nothing when none wait.
 */
export function WaitingWritesIndicator() {
  const count = useWaitingWrites().length;
  return (
    <div role="status">
      {count > 0 && (
        <p className="border-t border-amber-200 bg-warning-soft px-4 py-1.5 text-center text-[13px] font-medium text-amber-800">
          <CloudUpload aria-hidden size={14} className="mr-1.5 inline-block align-[-2px]" />
          {waitingWritesText(count)}
        </p>
      )}
    </div>
  );
}
