import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import {
  mentionQueryAt,
  mentionSuggestions,
  mentionText,
  type PickedMention,
} from '@groundwork/shared/comments/mentions';
import { displayName } from '@groundwork/shared/common/person';
import type { UserSummary } from '@groundwork/shared/common/schemas';

/**
 * The @mention suggestions of a text box: typing `@` lists `people` (filtered as one types),
 * ArrowUp/ArrowDown move through them, Enter or Tab picks one, Escape closes the list. Picking
 * puts `@Name ` in place of what was typed and reports the person. The box stays the focus
 * throughout and points at the highlighted suggestion (`aria-activedescendant`), as the ARIA
 * combobox pattern has it for a text box with a list of suggestions.
 */
export function useMentionPicker({
  people,
  value,
  onChange,
  onPick,
}: {
  people: readonly UserSummary[];
  value: string;
  onChange: (value: string) => void;
  onPick: (person: PickedMention) => void;
}) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const listboxId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  // The `@` whose list Escape closed: it stays closed until another `@` is typed.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const caretAfterPick = useRef<number | null>(null);

  const typed = caret === null ? null : mentionQueryAt(value, caret);
  const suggestions =
    typed && typed.start !== dismissedAt ? mentionSuggestions(people, typed.query) : [];
  const isOpen = suggestions.length > 0;
  const active = Math.min(activeIndex, suggestions.length - 1);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // The caret goes after the inserted name once the new text is on screen.
  useLayoutEffect(() => {
    const box = textareaRef.current;
    const position = caretAfterPick.current;
    if (!box || position === null) return;
    caretAfterPick.current = null;
    box.focus();
    box.setSelectionRange(position, position);
    setCaret(position);
  }, [value]);

  /** Where the caret is; a selection of several characters is no place to mention anyone. */
  function caretOf(box: HTMLTextAreaElement): number | null {
    return box.selectionStart === box.selectionEnd ? box.selectionStart : null;
  }

  function pick(person: UserSummary) {
    if (!typed || caret === null) return;
    const name = displayName(person);
    const inserted = `${mentionText(name)} `;
    caretAfterPick.current = typed.start + inserted.length;
    onPick({ id: person.id, name });
    onChange(value.slice(0, typed.start) + inserted + value.slice(caret));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isOpen || !typed) return;
    const count = suggestions.length;
    const chosen = suggestions[active];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      if (!chosen) return;
      event.preventDefault();
      pick(chosen);
    } else if (event.key === 'Escape') {
      // Closes the list only, not a dialog or sheet around the box.
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(typed.start);
    }
  }

  return {
    isOpen,
    suggestions,
    active,
    listboxId,
    optionId,
    pick,
    /** Hover moves the highlight as the arrow keys do. */
    highlight: setActiveIndex,
    textareaProps: {
      ref: textareaRef,
      onKeyDown,
      onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) =>
        setCaret(caretOf(event.currentTarget)),
      onBlur: () => setCaret(null),
      'aria-autocomplete': 'list' as const,
      'aria-controls': isOpen ? listboxId : undefined,
      'aria-activedescendant': isOpen ? optionId(active) : undefined,
    },
    /** Call on each change of the text: the list follows what is typed at the caret. */
    onTextChange(box: HTMLTextAreaElement) {
      const at = caretOf(box);
      setCaret(at);
      setActiveIndex(0);
      // Leaving the mention whose list Escape closed lets the next `@` open one again.
      if (at === null || mentionQueryAt(box.value, at)?.start !== dismissedAt) setDismissedAt(null);
    },
  };
}
