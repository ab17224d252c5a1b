import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { searchUiMessages } from '../search-messages';
import { SearchField } from './search-field';
import { useIsOnSearchScreen, useSearchWorkspaceId } from '../use-search-workspace-id';

// cmdk and the palette load when it is first opened, so they cost a first visit nothing.
const CommandPalette = lazy(() =>
  import('./command-palette').then((m) => ({ default: m.CommandPalette })),
);

const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The header's search: a field from tablet width up, a button to the search screen on a phone,
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

  // The search screen has its own field.
  if (isOnSearchScreen) return null;
  return (
    <>
      {/* An icon's width until used, so that the navigation beside it keeps its room; it widens
          over the navigation while it has the focus. */}
      <form
        role="search"
        className="relative hidden size-9 md:block"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(paths.search(workspaceId, { q: text.trim() }));
          setText('');
        }}
      >
        <SearchField
          text={text}
          onTextChange={setText}
          className="absolute top-0 right-0 z-10 w-full transition-[width] focus-within:w-72"
          iconClassName="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-ink-soft"
          inputClassName="h-9 w-full cursor-pointer rounded-md border border-line-strong bg-surface pr-2 pl-8 text-[13px] text-ink placeholder:text-transparent hover:bg-subtle focus:cursor-text focus:border-accent focus:bg-surface focus:placeholder:text-muted"
        />
      </form>
      <Link
        to={paths.search(workspaceId)}
        aria-label={searchUiMessages.label}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-soft hover:bg-subtle hover:text-ink md:hidden"
      >
        <Search aria-hidden size={18} />
      </Link>
    </>
  );
}
