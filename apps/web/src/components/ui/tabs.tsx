import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface TabItem {
  value: string;
  label: string;
  /** A count shown beside the label (e.g. unread notifications); hidden when undefined. */
  count?: number;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for assistive technology, e.g. 'Workspace sections'. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Tabs that switch with a click or the arrow keys. */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      className={className}
    >
      <RadixTabs.List
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-line max-md:gap-0"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              '-mb-px inline-flex min-h-10 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted',
              // Phones share the width out, so four tabs fit 390 px without scrolling.
              'max-md:min-h-11 max-md:flex-1 max-md:justify-center max-md:gap-1.5 max-md:px-1.5 max-md:text-[13px]',
              'hover:text-ink data-[state=active]:border-accent data-[state=active]:text-accent',
            )}
          >
            {item.label}
            {item.count !== undefined && (
              <>
                {/* Keeps label and count apart in the tab's accessible name. */}{' '}
                <span className="rounded-full bg-subtle px-1.5 py-px text-xs font-semibold text-ink-soft tabular-nums">
                  {item.count}
                </span>
              </>
            )}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="pt-4">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
