import { useId } from 'react';
import { ArrowDown, ArrowUp, Search } from 'lucide-react';
import { fileTypeFilterLabels } from '@groundwork/shared/files/rules';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { Field, Input } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import {
  nextSort,
  sortFieldLabels,
  type FileListView,
  type FileSortField,
  type FileTypeFilter,
} from './file-list-view';

const typeFilters = Object.keys(fileTypeFilterLabels) as FileTypeFilter[];
const sortFields = Object.keys(sortFieldLabels) as FileSortField[];

interface FileToolbarProps {
  view: FileListView;
  onChange: (view: FileListView) => void;
}

/** Search box, Type filter and the Name, Date and Size sort buttons (000 §2 Files page). */
export function FileToolbar({ view, onChange }: FileToolbarProps) {
  const sortLabelId = useId();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <Field label="Search files" className="md:flex-1">
        {(fieldProps) => (
          <div className="relative">
            <Search
              aria-hidden
              size={16}
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-faint"
            />
            <Input
              {...fieldProps}
              type="search"
              value={view.search}
              placeholder="Search by filename"
              className="pl-9"
              onChange={(event) => onChange({ ...view, search: event.target.value })}
            />
          </div>
        )}
      </Field>
      <Field label="Type" className="md:w-40">
        {(fieldProps) => (
          <ChoiceSelect
            {...fieldProps}
            value={view.type}
            onChange={(event) => onChange({ ...view, type: event.target.value as FileTypeFilter })}
            choices={typeFilters}
            labels={fileTypeFilterLabels}
          />
        )}
      </Field>
      <div className="space-y-1.5">
        <span id={sortLabelId} className="block text-[13px] font-medium text-ink-soft">
          Sort by
        </span>
        <div role="group" aria-labelledby={sortLabelId} className="flex gap-1">
          {sortFields.map((field) => {
            const active = view.sortBy === field;
            const ascending = view.direction === 'asc';
            const Arrow = ascending ? ArrowUp : ArrowDown;
            return (
              <button
                key={field}
                type="button"
                aria-pressed={active}
                aria-label={
                  active
                    ? `${sortFieldLabels[field]}, ${ascending ? 'ascending' : 'descending'}`
                    : sortFieldLabels[field]
                }
                onClick={() => onChange(nextSort(view, field))}
                className={cn(
                  'inline-flex h-9 items-center gap-1 rounded-md border px-3 text-[13px] font-medium max-md:h-11 max-md:flex-1 max-md:justify-center',
                  active
                    ? 'border-accent bg-accent-soft text-accent'
                    : 'border-line-strong bg-surface text-ink-soft hover:bg-subtle',
                )}
              >
                {sortFieldLabels[field]}
                {active && <Arrow aria-hidden size={14} />}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
