/** What the @mention suggestions of the comment box say. */
export const mentionUiMessages = {
  listLabel: 'People to mention',
  /** Announced as the suggestions change, for those who cannot see the list open. */
  found: (count: number) => (count === 1 ? '1 person to mention' : `${count} people to mention`),
} as const;
