import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cn } from '../../lib/cn';

interface TabItem {
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

/**
 * Tabs that switch with a click or the arrow keys. When they do not fit (a phone, with count
 * badges) the list scrolls sideways, fades the edge where tabs are hidden, and keeps the selected
 * tab in view.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // Scrolls the list (never the page) no further than needed to show the selected tab whole,
  // with the edge fade's width (32 px) to spare beside it.
  const showSelected = useCallback(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !tab) return;
    const left = tab.offsetLeft - 32;
    const right = tab.offsetLeft + tab.offsetWidth + 32 - list.clientWidth;
    if (left < list.scrollLeft) list.scrollLeft = Math.max(0, left);
    else if (right > list.scrollLeft) list.scrollLeft = right;
  }, []);
  // Again when a count badge arrives or changes, since that moves the tabs.
  const badges = items.map((item) => item.count).join();
  useLayoutEffect(showSelected, [value, badges, showSelected]);

  // A turned phone changes what fits: keep the chosen tab in view.
  useEffect(() => {
    addEventListener('resize', showSelected);
    return () => removeEventListener('resize', showSelected);
  }, [showSelected]);

  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(next) => {
        onValueChange?.(next);
        // Once the new tab is marked active.
        requestAnimationFrame(showSelected);
      }}
      className={className}
    >
      <RadixTabs.List
        ref={listRef}
        aria-label={label}
        className="relative flex gap-1 overflow-x-auto border-b border-line tabs-scroll max-md:gap-0"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              '-mb-px inline-flex min-h-10 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted',
              // Phones share the width out when the tabs fit, and scroll when they do not.
              'max-md:min-h-11 max-md:flex-auto max-md:justify-center max-md:gap-1.5 max-md:px-2.5 max-md:text-[13px]',
              'hover:text-ink focus-visible:outline-offset-[-2px] data-[state=active]:border-accent data-[state=active]:text-accent',
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
