import type { User } from '@groundwork/shared/auth/schemas';
import { TaskWriteConflicts } from '../../features/tasks/components/task-write-conflicts';
import { useOnlineStatus } from '../../lib/use-online-status';
import { GuardedOutlet } from '../guarded-outlet';
import { useLiveUpdates } from '../use-live-updates';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { MobileNav } from './mobile-nav';
import { OfflineBanner } from './offline-banner';
import { useNavItems } from './use-nav-items';

/**
 * The frame of every signed-in page, and the live connection that keeps it current. A page that
 * fails shows the error screen inside the frame, so the navigation stays usable.
 */
export function AppShell({ user }: { user: User }) {
  const isOnline = useOnlineStatus();
  const navItems = useNavItems();
  useLiveUpdates(user.id);
  return (
    <div className="flex min-h-screen flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AppHeader user={user} navItems={navItems} />
      {!isOnline && <OfflineBanner />}
      {/* At least a screen tall, so that the footer starts below the first screen: above it, a
          page's content arriving pushed the footer down, a layout shift of 0.1 on a phone. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto min-h-screen w-full max-w-[1200px] flex-1 px-4 py-6 focus:outline-none md:px-6"
      >
        <GuardedOutlet />
      </main>
      <AppFooter isOnline={isOnline} />
      <MobileNav navItems={navItems} />
      <TaskWriteConflicts userId={user.id} />
    </div>
  );
}
