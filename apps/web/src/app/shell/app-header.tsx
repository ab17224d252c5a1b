import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LogOut, Menu, UserRound, X } from 'lucide-react';
import type { User } from '@groundwork/shared/auth/schemas';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../features/auth/api/logout';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { HeaderSearch } from '../../features/search/components/header-search';
import { cn } from '../../lib/cn';
import { WaitingWritesIndicator } from '../../lib/queued-writes/waiting-writes-indicator';
import { skipRestoreState } from '../../lib/last-workspace';
import { paths } from '../../lib/paths';
import { NavLinkItem } from './nav-link-item';
import { PhoneNumberText } from '../../components/phone-number-text';
import type { NavItem } from './use-nav-items';
import logoUrl from '../../assets/icons/favicon.svg';

// Forms and their validation load only when someone edits their profile.
const ProfileDialog = lazy(() =>
  import('../../features/auth/components/profile-dialog').then((m) => ({
    default: m.ProfileDialog,
  })),
);

const navItemClasses = (item: NavItem) =>
  cn(
    'flex items-center gap-2 rounded-md px-2.5 font-medium whitespace-nowrap transition-colors',
    item.isActive ? 'bg-accent-soft text-accent' : 'text-ink-soft',
    item.to ? 'hover:bg-subtle hover:text-ink' : 'cursor-not-allowed opacity-45',
  );

/** Product name, navigation, the unread bell, the signed-in person and Logout (000 §2 Shell). */
export function AppHeader({ user, navItems }: { user: User; navItems: NavItem[] }) {
  const { pathname } = useLocation();
  // The phone menu belongs to the page it was opened on, so moving anywhere closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === pathname;
  const [isProfileOpen, setProfileOpen] = useState(false);
  const logout = useLogout();

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="mx-auto flex h-14 max-w-[1200px] items-center gap-3 px-4 md:gap-6 md:px-6">
        <Link
          to={paths.workspaces()}
          state={skipRestoreState}
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold text-ink"
        >
          <img src={logoUrl} alt="" width={24} height={24} className="size-6" />
          {/* On the narrowest phones the logo alone, so the header's buttons fit beside it. */}
          <span className="max-[26rem]:sr-only">Groundwork</span>
        </Link>
        <nav aria-label="Main" className="hidden min-w-0 overflow-x-auto md:block">
          {/* Padding inside the scroll area keeps the focus rings from being clipped. */}
          <ul className="flex items-center gap-0.5 p-1">
            {navItems
              .filter((item) => !item.isPhoneOnly)
              .map((item) => (
                <li key={item.label}>
                  <NavLinkItem item={item} className={cn(navItemClasses(item), 'h-8')}>
                    {item.label}
                  </NavLinkItem>
                </li>
              ))}
          </ul>
        </nav>
        {/* On a phone these are icons, their names kept for assistive technology. They stay
            whole; the navigation beside them scrolls where both do not fit. */}
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <HeaderSearch />
          <NotificationBell
            to={navItems.find((item) => item.label === 'Notifications')?.to ?? null}
          />
          <Button
            variant="ghost"
            aria-haspopup="dialog"
            onClick={() => setProfileOpen(true)}
            className="min-w-0 max-md:size-11 max-md:px-0"
          >
            <UserRound aria-hidden size={16} className="shrink-0" />
            <span className="max-w-[12rem] truncate max-md:sr-only">
              {user.name || <PhoneNumberText value={user.phoneNumber} />}
            </span>
          </Button>
          <Button
            variant="ghost"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className="max-md:size-11 max-md:px-0"
          >
            <LogOut aria-hidden size={16} className="shrink-0" />
            <span className="max-md:sr-only">Logout</span>
          </Button>
          <Button
            variant="ghost"
            aria-label="Menu"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenAt(isMenuOpen ? null : pathname)}
            className="size-11 px-0 md:hidden"
          >
            {isMenuOpen ? <X aria-hidden size={22} /> : <Menu aria-hidden size={22} />}
          </Button>
        </div>
      </div>
      <WaitingWritesIndicator />
      {isMenuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Menu"
          className="border-t border-line px-2 py-2 md:hidden"
        >
          <ul className="space-y-0.5">
            {navItems.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} className={cn(navItemClasses(item), 'min-h-11 w-full')}>
                  <item.icon aria-hidden size={18} />
                  {item.label}
                </NavLinkItem>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {isProfileOpen && (
        <Suspense>
          <ProfileDialog user={user} open onOpenChange={setProfileOpen} />
        </Suspense>
      )}
    </header>
  );
}
