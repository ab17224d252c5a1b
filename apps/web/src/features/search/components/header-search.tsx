import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { SEARCH_QUERY_MAX_LENGTH } from '@groundwork/shared/search/constants';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { searchUiMessages } from '../search-messages';
import { useIsOnSearchScreen, useSearchWorkspaceId } from '../use-search-workspace-id';

// cmdk and the palette load when it is first opened, so they cost a first visit nothing.
const CommandPalette = lazy(() =>
  import('./command-palette').then((m) => ({ default: m.CommandPalette })),
);

const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The header's search: a field on wide screens, a button to the search screen on narrow ones,
 * both within the current workspace and absent without one; and the command palette on Ctrl-K
 * or ⌘-K anywhere.
 */
export function HeaderSearch() {
  const workspaceId = useSearchWorkspaceId();
  const [isPaletteOpen, setPaletteOpen] = useState(false);

  useEffect(() => {
    const openPalette = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setPaletteOpen(true);
    };
    window.addEventListener('keydown', openPalette);
    return () => window.removeEventListener('keydown', openPalette);
  }, []);

  return (
    <>
      {workspaceId && <HeaderSearchField workspaceId={workspaceId} />}
      {isPaletteOpen && (
        <Suspense>
          <CommandPalette workspaceId={workspaceId} open onOpenChange={setPaletteOpen} />
        </Suspense>
      )}
    </>
  );
}

function HeaderSearchField({ workspaceId }: { workspaceId: string }) {
  const navigate = useNavigate();
  const isOnSearchScreen = useIsOnSearchScreen();
  const [text, setText] = useState('');
  const inputId = useId();

  // The search screen has its own field.
  if (isOnSearchScreen) return null;
  return (
    <>
      <form
        role="search"
        className="relative hidden lg:block"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(paths.search(workspaceId, { q: text.trim() }));
          setText('');
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {searchUiMessages.label}
        </label>
        <Search
          aria-hidden
          size={16}
          className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-muted"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder={searchUiMessages.label}
          autoComplete="off"
          className="h-8 w-44 rounded-md border border-line-strong bg-surface pr-12 pl-8 text-[13px] text-ink placeholder:text-muted focus:border-accent xl:w-56"
        />
        <kbd
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded border border-line px-1 text-[11px] text-muted"
        >
          {searchUiMessages.shortcutHint}
        </kbd>
      </form>
      <Link
        to={paths.search(workspaceId)}
        aria-label={searchUiMessages.label}
        className={cn(buttonClasses('ghost'), 'size-11 px-0 lg:hidden')}
      >
        <Search aria-hidden size={20} />
      </Link>
    </>
  );
}
