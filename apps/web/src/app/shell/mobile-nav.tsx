import { cn } from '../../lib/cn';
import { NavLinkItem } from './nav-link-item';
import type { NavItem } from './use-nav-items';

/** The phone's bottom bar: six items with icon and label, each at least 44 px tall. */
export function MobileNav({ navItems }: { navItems: NavItem[] }) {
  return (
    <nav
      aria-label="Quick navigation"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-6">
        {navItems
          .filter((item) => item.inMobileBar)
          .map((item) => (
            <li key={item.label}>
              <NavLinkItem
                item={item}
                className={cn(
                  // Six labels share 360 px: 'Workspaces' fits whole at 10 px, 11 px from 390.
                  'flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-[10px] font-medium tracking-tight min-[390px]:text-[11px]',
                  item.isActive ? 'text-accent' : 'text-muted',
                  !item.to && 'cursor-not-allowed opacity-40',
                )}
              >
                <item.icon aria-hidden size={20} />
                <span className="truncate">{item.label}</span>
              </NavLinkItem>
            </li>
          ))}
      </ul>
    </nav>
  );
}
