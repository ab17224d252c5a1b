import { useMemo, useState, type ReactNode } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { Command } from 'cmdk';
import {
  ArrowRight,
  FolderKanban,
  LayoutGrid,
  ListChecks,
  Plus,
  Search,
  WifiOff,
} from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { can } from '@groundwork/shared/permissions/can';
import { searchResultTypes } from '@groundwork/shared/search/constants';
import type { SearchResult } from '@groundwork/shared/search/schemas';
import { Modal } from '../../../components/ui/modal';
import { paths, routePatterns } from '../../../lib/paths';
import { useWorkspaceActor } from '../../../lib/workspace-detail';
import { cachedProjects, cachedWorkspaces } from '../cached-rows';
import { queryWords } from '../highlight';
import { groupByType, searchResultPath } from '../result-links';
import { searchTypeLabels, searchUiMessages } from '../search-messages';
import { useDebouncedValue } from '../use-debounced-value';
import { useWorkspaceSearch, type WorkspaceSearch } from '../use-workspace-search';
import { ResultText } from './highlighted-text';
import { searchTypeIcons } from './search-result-list';

/** How many workspaces and projects are offered before anything is typed. */
const SUGGESTED_PER_KIND = 5;

interface PaletteAction {
  id: string;
  label: string;
  icon: typeof Plus;
  to: string;
}

type PaletteSearch = WorkspaceSearch & { groups: ReturnType<typeof groupByType<SearchResult>> };

const resultValue = (result: SearchResult) => `${result.type}:${result.id}`;

const matchesWords = (label: string, words: string[]) =>
  words.every((word) => label.toLowerCase().includes(word));

/**
 * The common actions (My Tasks; a new task in a project, for those who may create tasks) and the
 * places the app already knows of, narrowed by what was typed. Before anything is typed, a new
 * task is offered only in the project being looked at.
 */
function usePaletteActions(workspaceId: string | null, query: string): PaletteAction[] {
  const queryClient = useQueryClient();
  const { actor } = useWorkspaceActor(workspaceId ?? '', workspaceId !== null);
  const mayCreateTasks = actor !== null && can(actor, 'task:create');
  const currentProjectId = useMatch(`${routePatterns.project}/*`)?.params.projectId;
  return useMemo(() => {
    const words = queryWords(query);
    const workspaces = cachedWorkspaces(queryClient).map((workspace) => ({
      id: `workspace:${workspace.id}`,
      label: searchUiMessages.goToWorkspace(workspace.name),
      icon: LayoutGrid,
      to: paths.workspace(workspace.id),
    }));
    if (!workspaceId) return narrowed(words, [], [workspaces]);
    const cached = cachedProjects(queryClient, workspaceId);
    const newTasks = mayCreateTasks
      ? cached
          .filter((project) => words.length > 0 || project.id === currentProjectId)
          .map((project) => ({
            id: `new-task:${project.id}`,
            label: searchUiMessages.newTaskIn(project.name),
            icon: Plus,
            to: paths.newTask(workspaceId, project.id),
          }))
      : [];
    const myTasks = {
      id: 'my-tasks',
      label: searchUiMessages.myTasks,
      icon: ListChecks,
      to: paths.myTasks(workspaceId),
    };
    const projects = cached.map((project) => ({
      id: `project:${project.id}`,
      label: searchUiMessages.goToProject(project.name),
      icon: FolderKanban,
      to: paths.project(workspaceId, project.id),
    }));
    return narrowed(words, [myTasks, ...newTasks], [projects, workspaces]);
  }, [queryClient, workspaceId, query, mayCreateTasks, currentProjectId]);
}

/** Everything whose label holds the typed words; untyped, the actions and the first places of each kind. */
function narrowed(words: string[], actions: PaletteAction[], placesByKind: PaletteAction[][]) {
  if (words.length === 0) {
    return [...actions, ...placesByKind.flatMap((places) => places.slice(0, SUGGESTED_PER_KIND))];
  }
  return [...actions, ...placesByKind.flat()].filter((action) => matchesWords(action.label, words));
}

/** The workspace searched for the words, its results grouped by kind (none while too few). */
function usePaletteSearch(workspaceId: string | null, query: string): PaletteSearch {
  const search = useWorkspaceSearch({ workspaceId: workspaceId ?? '', q: query }, !!workspaceId);
  const groups = search.isSearchable ? groupByType(search.results ?? [], searchResultTypes) : [];
  return { ...search, groups };
}

/**
 * The command palette: search the workspace as you type, and go anywhere the app knows of, from
 * the keyboard alone (arrows to move, Enter to open, Escape to close).
 */
export function CommandPalette({
  workspaceId,
  open,
  onOpenChange,
}: {
  workspaceId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text).trim();
  const actions = usePaletteActions(workspaceId, text);
  const search = usePaletteSearch(workspaceId, query);
  const { groups } = search;
  // New results highlight their first, so that Enter opens the best match rather than whatever
  // was highlighted before they came.
  const firstValue = groups[0]?.results[0]
    ? resultValue(groups[0].results[0])
    : (actions[0]?.id ?? '');
  const [highlighted, setHighlighted] = useState(firstValue);
  const [highlightedFirst, setHighlightedFirst] = useState(firstValue);
  if (firstValue !== highlightedFirst) {
    setHighlightedFirst(firstValue);
    setHighlighted(firstValue);
  }
  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={searchUiMessages.paletteTitle} size="lg">
      <Command
        value={highlighted}
        onValueChange={setHighlighted}
        shouldFilter={false}
        loop
        // cmdk names its input by this label.
        label={searchUiMessages.paletteInputLabel}
        className="space-y-3"
      >
        <div className="relative">
          <Search
            aria-hidden
            size={16}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
          />
          <Command.Input
            value={text}
            onValueChange={setText}
            placeholder={searchUiMessages.placeholder}
            className="h-10 w-full rounded-md border border-line-strong bg-surface pr-3 pl-9 text-ink placeholder:text-muted focus:border-accent max-md:h-11"
          />
        </div>
        <Command.List
          label={searchUiMessages.paletteTitle}
          className="max-h-[60vh] overflow-y-auto [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-[13px] [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted"
        >
          {workspaceId && (
            <PaletteResults workspaceId={workspaceId} search={search} query={query} onOpen={go} />
          )}
          {actions.length > 0 && (
            <Command.Group heading={searchUiMessages.actionsGroup}>
              {actions.map((action) => (
                <PaletteItem key={action.id} value={action.id} onSelect={() => go(action.to)}>
                  <action.icon aria-hidden size={16} className="shrink-0 text-muted" />
                  <span className="truncate">{action.label}</span>
                </PaletteItem>
              ))}
            </Command.Group>
          )}
          <Command.Empty className="py-6 text-center text-muted">
            {searchUiMessages.paletteEmpty}
          </Command.Empty>
        </Command.List>
      </Command>
    </Modal>
  );
}

/** The search's results in the palette, by kind, with a way to the full search screen. */
function PaletteResults({
  workspaceId,
  search,
  query,
  onOpen,
}: {
  workspaceId: string;
  search: PaletteSearch;
  query: string;
  onOpen: (to: string) => void;
}) {
  if (!search.isSearchable) return null;
  return (
    <>
      {search.isDeviceOnly && (
        <p role="status" className="mb-2 flex items-center gap-2 px-2 text-[13px] text-ink-soft">
          <WifiOff aria-hidden size={16} className="shrink-0" />
          {searchUiMessages.offlineNote}
        </p>
      )}
      {search.error && (
        <p role="alert" className="px-2 py-3 text-[13px] text-danger">
          {search.error.message}
        </p>
      )}
      {!search.results && !search.error && (
        <Command.Loading className="px-2 py-3 text-[13px] text-muted">
          {searchUiMessages.loading}
        </Command.Loading>
      )}
      {search.groups.map((group) => {
        const Icon = searchTypeIcons[group.type];
        return (
          <Command.Group key={group.type} heading={searchTypeLabels[group.type]}>
            {group.results.map((result) => (
              <PaletteItem
                key={resultValue(result)}
                value={resultValue(result)}
                onSelect={() => onOpen(searchResultPath(workspaceId, result))}
              >
                <Icon aria-hidden size={16} className="shrink-0 text-muted" />
                <span className="min-w-0">
                  <ResultText result={result} query={query} look="line" />
                </span>
              </PaletteItem>
            ))}
          </Command.Group>
        );
      })}
      {!search.isDeviceOnly && (
        <Command.Group heading={searchUiMessages.pageTitle}>
          <PaletteItem
            value="search-screen"
            onSelect={() => onOpen(paths.search(workspaceId, { q: query }))}
          >
            <ArrowRight aria-hidden size={16} className="shrink-0 text-muted" />
            <span className="truncate">{searchUiMessages.showAllResults(query)}</span>
          </PaletteItem>
        </Command.Group>
      )}
    </>
  );
}

function PaletteItem({
  value,
  onSelect,
  children,
}: {
  value: string;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <Command.Item
      value={value}
      onSelect={onSelect}
      className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 data-[selected=true]:bg-accent-soft data-[selected=true]:text-accent max-md:min-h-11"
    >
      {children}
    </Command.Item>
  );
}
