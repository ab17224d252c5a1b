import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NeedsWorkspaceButton } from '../../components/needs-workspace-button';
import type { NavItem } from './use-nav-items';

/**
 * One navigation item: a link, or, when it needs a workspace and none is selected, an item marked
 * unavailable that is not a link (so it can be neither followed nor mistaken for one) and says
 * why when tapped.
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
    return <NeedsWorkspaceButton className={className}>{children}</NeedsWorkspaceButton>;
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
