import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavItem } from './use-nav-items';

// Says why an item is unavailable (000 §8 Tasks).
const NEEDS_WORKSPACE_HINT = 'Please select a workspace first';

/**
 * One navigation item: a link, or, when it needs a workspace and none is selected, a disabled
 * item that is not a link, so it can be neither followed nor mistaken for one.
 */
export function NavLinkItem({
  item,
  className,
  children,
}: {
  item: NavItem;
  className: string;
  children: ReactNode;
}) {
  if (!item.to) {
    return (
      <span aria-disabled="true" title={NEEDS_WORKSPACE_HINT} className={className}>
        {children}
      </span>
    );
  }
  return (
    <Link
      to={item.to}
      state={item.state}
      aria-current={item.isActive ? 'page' : undefined}
      className={className}
    >
      {children}
    </Link>
  );
}
