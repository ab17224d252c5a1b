import { useId } from 'react';
import { Search } from 'lucide-react';
import { SEARCH_QUERY_MAX_LENGTH } from '@groundwork/shared/search/constants';
import { searchUiMessages } from '../search-messages';

/** The search text field with its hidden label and its magnifier, styled by where it stands. */
export function SearchField({
  text,
  onTextChange,
  className,
  iconClassName,
  inputClassName,
  autoFocus,
}: {
  text: string;
  onTextChange: (text: string) => void;
  /** The classes of the box around the magnifier and the field. */
  className: string;
  iconClassName: string;
  inputClassName: string;
  autoFocus?: boolean;
}) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {searchUiMessages.label}
      </label>
      <div className={className}>
        <Search aria-hidden size={16} className={iconClassName} />
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          onChange={(event) => onTextChange(event.target.value)}
          placeholder={searchUiMessages.placeholder}
          autoComplete="off"
          autoFocus={autoFocus}
          className={inputClassName}
        />
      </div>
    </>
  );
}
