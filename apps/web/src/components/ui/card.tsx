import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A surface with a 1 px border and 8 px corners; no heavy shadow. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-lg border border-line bg-surface', className)} {...props} />;
}
