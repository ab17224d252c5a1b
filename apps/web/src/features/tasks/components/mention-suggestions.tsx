import type { UserSummary } from '@groundwork/shared/common/schemas';
import { cn } from '../../../lib/cn';
import { formatPhoneNumber, personLabel } from '../../../lib/phone-number';
import { mentionUiMessages } from '../mention-messages';
import type { useMentionPicker } from './use-mention-picker';

type MentionPicker = ReturnType<typeof useMentionPicker>;

/**
 * The people `@` suggests under the comment box: a listbox whose highlighted option the box
 * points at. A tap or click picks one without taking the focus from the box.
 */
export function MentionSuggestions({ picker }: { picker: MentionPicker }) {
  const { isOpen, suggestions, active, listboxId, optionId, pick, highlight } = picker;
  return (
    <>
      <p role="status" className="sr-only">
        {isOpen ? mentionUiMessages.found(suggestions.length) : ''}
      </p>
      {isOpen && (
        <ul
          id={listboxId}
          role="listbox"
          aria-label={mentionUiMessages.listLabel}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-md md:right-auto md:min-w-72"
        >
          {suggestions.map((person: UserSummary, index) => (
            <li
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => highlight(index)}
              onClick={() => pick(person)}
              className={cn(
                'flex min-h-10 cursor-pointer flex-col justify-center rounded-md px-2 py-1.5 max-md:min-h-11',
                index === active && 'bg-accent-soft text-accent',
              )}
            >
              <span className="truncate font-medium">{personLabel(person)}</span>
              {person.name?.trim() && (
                <span className="truncate text-[13px] text-muted">
                  {formatPhoneNumber(person.phoneNumber)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
