import { commentParts, mentionText } from '@groundwork/shared/comments/mentions';
import type { Comment } from '@groundwork/shared/comments/schemas';

/**
 * A comment's text with each mention under the person's current name, highlighted (the text
 * keeps the name as it was typed; a rename since then shows the new one).
 */
export function CommentText({ comment }: { comment: Pick<Comment, 'content' | 'mentions'> }) {
  return (
    <p className="break-words whitespace-pre-wrap text-ink-soft">
      {commentParts(comment.content, comment.mentions).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <span key={index} className="rounded-sm bg-accent-soft px-0.5 font-medium text-accent">
            {mentionText(part.mention.name)}
          </span>
        ),
      )}
    </p>
  );
}
