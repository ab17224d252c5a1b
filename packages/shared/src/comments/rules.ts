import { COMMENT_MAX_LENGTH } from '../common/constants';

/** Marker shown after an edited comment's time. */
export const EDITED_MARKER = '(edited)';

/** A comment has been edited once it carries an updatedAt. */
export function isCommentEdited(comment: { updatedAt?: string | Date | null }): boolean {
  return comment.updatedAt != null;
}

/** The textarea counter of 000 §2 Comments: "12/1000". */
export function commentCounterText(content: string): string {
  return `${content.length}/${COMMENT_MAX_LENGTH}`;
}
