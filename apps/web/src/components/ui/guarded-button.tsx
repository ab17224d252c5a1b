import { useId, type MouseEvent } from 'react';
import { Lock } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export interface GuardedButtonProps extends ButtonProps {
  /** Why the person may not use the button, or null when they may. */
  deniedReason: string | null;
}

/**
 * A button that stays on screen for someone who may not use it: disabled, with the reason written
 * beside it (a hover title never shows on a phone). It stays focusable (`aria-disabled`), so a
 * keyboard or screen reader reaches it and hears the reason as its description; a click does
 * nothing.
 */
export function GuardedButton({ deniedReason, onClick, ...props }: GuardedButtonProps) {
  const reasonId = useId();
  if (deniedReason === null) return <Button {...props} onClick={onClick} />;
  const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button {...props} aria-disabled="true" aria-describedby={reasonId} onClick={ignore} />
      <span id={reasonId} className="inline-flex items-center gap-1 text-[13px] text-muted">
        <Lock aria-hidden size={14} className="shrink-0" />
        {deniedReason}
      </span>
    </span>
  );
}
