import { searchResultTypes, type SearchResultType } from '@groundwork/shared/search/constants';
import { cn } from '../../../lib/cn';
import { searchTypeLabels, searchUiMessages } from '../search-messages';

const choices: { value: SearchResultType | undefined; label: string }[] = [
  { value: undefined, label: searchUiMessages.allTypes },
  ...searchResultTypes.map((type) => ({ value: type, label: searchTypeLabels[type] })),
];

/** All, or one kind of result: toggle buttons that wrap onto a second line on a phone. */
export function SearchTypeFilter({
  value,
  onChange,
}: {
  value: SearchResultType | undefined;
  onChange: (type: SearchResultType | undefined) => void;
}) {
  return (
    <div
      role="group"
      aria-label={searchUiMessages.typeFilterLabel}
      className="flex flex-wrap gap-1.5"
    >
      {choices.map((choice) => {
        const isChosen = choice.value === value;
        return (
          <button
            key={choice.label}
            type="button"
            aria-pressed={isChosen}
            onClick={() => onChange(choice.value)}
            className={cn(
              'h-8 rounded-full border px-3 text-[13px] font-medium transition-colors max-md:h-11',
              isChosen
                ? 'border-accent bg-accent-soft text-accent'
                : 'border-line-strong bg-surface text-ink-soft hover:bg-subtle hover:text-ink',
            )}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
