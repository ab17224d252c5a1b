import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link that reads as the text around it until pointed at, e.g. a card's title. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="rounded-sm hover:text-accent hover:underline">
      {children}
    </Link>
  );
}
