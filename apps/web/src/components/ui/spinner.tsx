import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A turning indicator; give it a label when nothing else on screen says what is loading. */
export function Spinner({ size = 16, label }: { size?: number; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden size={size} className="animate-spin text-accent" />
      {label && <span className="text-muted">{label}</span>}
    </span>
  );
}

/** A grey placeholder in the shape of content that is still loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200/70', className)} />;
}

/** Covers the screen while something the whole app waits for is loading. */
export function FullScreenLoader({ message }: { message: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-canvas p-6">
      <Spinner size={20} label={message} />
    </div>
  );
}
