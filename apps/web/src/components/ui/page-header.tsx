import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';

export interface PageHeaderProps {
  title: string;
  /** The trail above the title; pages pass their own. */
  breadcrumbs?: BreadcrumbItem[];
  description?: ReactNode;
  /** Shown beside the title, e.g. the person's role badge. */
  badge?: ReactNode;
  /** Buttons on the right of the title, e.g. 'Create Workspace'. */
  actions?: ReactNode;
  /**
   * What a person needs first (e.g. a project's numbers): under the title, before the actions on
   * a phone, and on a line of its own after them on wider screens.
   */
  summary?: ReactNode;
}

/** The top of every page: breadcrumb, title (also the browser tab's), description and actions. */
export function PageHeader({
  title,
  breadcrumbs,
  description,
  badge,
  actions,
  summary,
}: PageHeaderProps) {
  return (
    <div className="mb-6 space-y-3">
      <title>{`${title} · Groundwork`}</title>
      {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="min-w-0 text-xl font-semibold break-words text-ink md:text-2xl">
              {title}
            </h1>
            {badge}
          </div>
          {description && <div className="text-muted">{description}</div>}
        </div>
        {summary && <div className="w-full md:order-last md:pt-3">{summary}</div>}
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
