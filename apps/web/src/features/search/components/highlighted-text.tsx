import { Fragment } from 'react';
import type { SearchResult } from '@groundwork/shared/search/schemas';
import { splitOnQueryWords } from '../highlight';

/** Text with the searched words emphasised; the text is drawn as text, never as markup. */
function HighlightedText({ text, query }: { text: string; query: string }) {
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

// One line each in the palette; on the search screen the title wraps and the snippet takes up to
// two lines.
const resultTextLooks = {
  line: {
    title: 'block truncate text-ink',
    snippet: 'block truncate text-[13px] text-muted',
  },
  block: {
    title: 'block font-medium break-words text-ink',
    snippet: 'mt-0.5 line-clamp-2 block text-[13px] break-words text-muted',
  },
};

/** A result's title and, when it has one, the snippet that matched, the searched words emphasised. */
export function ResultText({
  result,
  query,
  look,
}: {
  result: SearchResult;
  query: string;
  look: keyof typeof resultTextLooks;
}) {
  const classes = resultTextLooks[look];
  return (
    <>
      <span className={classes.title}>
        <HighlightedText text={result.title} query={query} />
      </span>
      {result.snippet && (
        <span className={classes.snippet}>
          <HighlightedText text={result.snippet} query={query} />
        </span>
      )}
    </>
  );
}
