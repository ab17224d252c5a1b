import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useUnreadCount } from '../api/get-notifications';

// More than this shows as '99+' so the badge keeps its size.
const MAX_SHOWN_COUNT = 99;

/**
 * The header's bell: the unread count across every workspace, kept fresh by the live stream, and
 * a link to the notifications page. Without a workspace to open it in, it is not a link.
 */
export function NotificationBell({ to }: { to: string | null }) {
  const { data: count } = useUnreadCount();
  const name = count === undefined ? 'Notifications' : `Notifications, ${count} unread`;
  const content = (
    <>
      <Bell aria-hidden size={18} />
      {count !== undefined && count > 0 && (
        <span
          aria-hidden
          className="absolute top-0.5 right-0 min-w-[1.125rem] rounded-full bg-danger px-1 text-center text-[11px] leading-[1.125rem] font-semibold text-white tabular-nums max-md:top-1.5 max-md:right-1"
        >
          {count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}
        </span>
      )}
    </>
  );
  const classes = cn(buttonClasses('ghost'), 'relative w-9 px-0 max-md:w-11');
  if (!to) {
    return (
      <span aria-disabled="true" title="Please select a workspace first" className={classes}>
        {content}
        <span className="sr-only">{name}</span>
      </span>
    );
  }
  return (
    <Link to={to} aria-label={name} title={name} className={classes}>
      {content}
    </Link>
  );
}
