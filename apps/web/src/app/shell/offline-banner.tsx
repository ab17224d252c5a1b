import { WifiOff } from 'lucide-react';

export function OfflineBanner() {
  return (
    <div
      role="status"
      className="border-b border-amber-200 bg-warning-soft px-4 py-2 text-center text-[13px] font-medium text-amber-800"
    >
      <WifiOff aria-hidden size={14} className="mr-1.5 inline-block align-[-2px]" />
      You&apos;re offline. Some features may not be available.
    </div>
  );
}
