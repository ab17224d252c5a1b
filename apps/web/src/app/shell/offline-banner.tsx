import { WifiOff } from 'lucide-react';
import { once } from '@groundwork/shared/common/once';
import { useShownDataTime } from '../../lib/offline-cache/shown-data-time';

const clockTime = once(
  () => new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);
const dayOfYear = once(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }));

/** 'at 14:05' today, 'on Nov 24 at 14:05' before, in the browser's time zone. */
export function formatSeenAt(time: number, now = Date.now()): string {
  const at = `at ${clockTime().format(time)}`;
  const sameDay = new Date(time).toDateString() === new Date(now).toDateString();
  return sameDay ? at : `on ${dayOfYear().format(time)} ${at}`;
}

/**
 * Says the connection is gone and, when the page shows answers kept from before, how old the
 * newest of them is.
 */
export function OfflineBanner() {
  const shownDataTime = useShownDataTime();
  return (
    <div
      role="status"
      className="border-b border-amber-200 bg-warning-soft px-4 py-2 text-center text-[13px] font-medium text-amber-800"
    >
      <WifiOff aria-hidden size={14} className="mr-1.5 inline-block align-[-2px]" />
      You&apos;re offline. Some features may not be available.
      {shownDataTime !== null && (
        <span className="block">Offline — showing what you saw {formatSeenAt(shownDataTime)}</span>
      )}
    </div>
  );
}
