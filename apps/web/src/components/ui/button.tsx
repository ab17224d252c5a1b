import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant =
  'primary' | 'secondary' | 'danger' | 'warning' | 'ghost' | 'ghost-danger';
export type ButtonSize = 'sm' | 'md';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-on-accent hover:bg-accent-hover',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-subtle',
  danger: 'bg-danger text-white hover:bg-danger-hover',
  warning: 'bg-warning-strong text-white hover:brightness-95',
  ghost: 'text-ink-soft hover:bg-subtle hover:text-ink',
  // A destructive action that asks first, quiet beside the row's other buttons.
  'ghost-danger': 'text-danger hover:bg-danger-soft',
};

// Phones get 44 px touch targets (UI.md Layout).
const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-[13px] max-md:h-11',
  md: 'h-9 px-4 text-sm max-md:h-11',
};

/** The classes of a button, for links that should look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    variantClasses[variant],
    sizeClasses[size],
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
