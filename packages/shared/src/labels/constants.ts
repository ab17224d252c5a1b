/**
 * Workspace labels: limits, the twelve colours and the messages. Plain values: zod stays in
 * schemas.ts (see tasks/constants.ts).
 */

export const LABEL_NAME_MAX_LENGTH = 30;
/** Labels on one task, and labels a task list may be filtered by at once. */
export const LABELS_PER_TASK_MAX = 10;

/**
 * The colours a label may take. Each is drawn as dark text on a light tint of the colour (see
 * the web app's label chip), which keeps a contrast of at least 4.5:1 for every one of them.
 */
export const labelColors = [
  'gray',
  'red',
  'orange',
  'amber',
  'lime',
  'green',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'violet',
  'pink',
] as const;
export type LabelColor = (typeof labelColors)[number];

export const labelColorNames: Record<LabelColor, string> = {
  gray: 'Gray',
  red: 'Red',
  orange: 'Orange',
  amber: 'Amber',
  lime: 'Lime',
  green: 'Green',
  teal: 'Teal',
  cyan: 'Cyan',
  blue: 'Blue',
  indigo: 'Indigo',
  violet: 'Violet',
  pink: 'Pink',
};

export const labelMessages = {
  nameRequired: 'Label name is required',
  nameTooLong: `Label name must be at most ${LABEL_NAME_MAX_LENGTH} characters`,
  invalidColor: `Color must be one of: ${labelColors.join(', ')}`,
  /** 409: names are unique in a workspace, whatever their case. */
  nameTaken: 'A label with this name already exists in this workspace',
  nothingToChange: 'Nothing to change',
  notFound: 'Label not found',
  invalidLabelId: 'Labels must be valid label IDs',
  /** A label id that is not one of the task's workspace's labels. */
  notInWorkspace: "Labels must be this workspace's labels",
  tooManyOnTask: `A task can have at most ${LABELS_PER_TASK_MAX} labels`,
} as const;
