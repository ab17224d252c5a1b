import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { MOBILE_BREADCRUMB_ITEMS } from '@groundwork/shared/common/constants';
import { useIsMobile } from '../../lib/use-is-mobile';

export interface BreadcrumbItem {
  label: string;
  /** Where the item links to; the last item is the current page and never links. */
  to?: string;
  /** Router state the link carries, e.g. to tell the target page how it was reached. */
  state?: unknown;
}

/** The trail workspace > project > task; phones keep only its last items. */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const isMobile = useIsMobile();
  const shown = isMobile ? items.slice(-MOBILE_BREADCRUMB_ITEMS) : items;
  if (shown.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 flex-wrap items-center gap-1 text-[13px] text-muted">
        {shown.map((item, index) => {
          const isCurrent = index === shown.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden size={14} className="shrink-0 text-faint" />}
              {item.to && !isCurrent ? (
                <Link
                  to={item.to}
                  state={item.state}
                  className="block max-w-[16rem] truncate rounded-sm hover:text-ink hover:underline"
                >
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={isCurrent ? 'page' : undefined}
                  // A phone shows only two items, so the current one wraps (between words)
                  // rather than losing its end.
                  className="block max-w-[16rem] truncate font-medium text-ink-soft max-md:max-w-none max-md:whitespace-normal"
                >
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
