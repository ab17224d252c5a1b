import { Fragment } from 'react';
import { splitOnQueryWords } from '../highlight';

/** Text with the searched words emphasised; the text is drawn as text, never as markup. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitOnQueryWords(text, query).map((part, index) =>
        part.isMatch ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
