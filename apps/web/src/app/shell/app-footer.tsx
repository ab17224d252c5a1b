import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';

const footerLinkClasses = 'rounded-sm hover:text-ink hover:underline';

/** Product line, Privacy and Terms, and whether the browser is online (000 §1). */
export function AppFooter({ isOnline }: { isOnline: boolean }) {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4 text-[13px] text-muted md:px-6">
        <p>Groundwork — project manager</p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link to={paths.privacy()} className={footerLinkClasses}>
            Privacy
          </Link>
          <Link to={paths.terms()} className={footerLinkClasses}>
            Terms
          </Link>
        </nav>
        <p role="status" className="ml-auto flex items-center gap-1.5">
          <span
            aria-hidden
            className={cn('size-2 rounded-full', isOnline ? 'bg-success' : 'bg-danger')}
          />
          {isOnline ? 'Online' : 'Offline'}
        </p>
      </div>
    </footer>
  );
}
