import { z } from 'zod';
import { FILENAME_MAX_LENGTH } from '../common/constants';
import { idSchema, optionalQueryParam, textInputSchema, timestampSchema } from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import { sortOrders } from '../tasks/constants';
import { fileCategories } from './rules';

/**
 * The `x-filename` header of a direct upload. Its rules apply to the decoded name, which no
 * pattern on the header can state: the document says them.
 */
export const filenameHeaderSchema = z
  .string()
  .min(1)
  .meta({
    description:
      "The file's name, percent-encoded (as encodeURIComponent does). Decoded, it must not be " +
      `blank, must be at most ${FILENAME_MAX_LENGTH} characters, must hold none of < > : " / \\ | ? * ` +
      'nor control characters, must not be only dots, and must not be a reserved device name ' +
      '(CON, PRN, AUX, NUL, COM1–9, LPT1–9, with or without an extension).',
  });

/** A task file as every task-file call answers it (000 §3 File). */
export const taskFileSchema = componentSchema('TaskFile', {
  id: idSchema,
  taskId: idSchema,
  filename: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int().nonnegative(),
  uploadedAt: timestampSchema,
  uploadedBy: idSchema,
  /** The uploader's name, or their phone number when they have none. */
  uploaderName: z.string(),
  /**
   * A signed address that shows the image inline, valid for 5 minutes, for jpeg, png, gif and
   * webp files (never svg); null for every other type.
   */
  previewUrl: z.string().nullable(),
});
export type TaskFile = z.infer<typeof taskFileSchema>;

/** GET /api/files/task/{taskId} answers a bare array. */
export const taskFileListSchema = z.array(taskFileSchema);
export const taskFilesParamsSchema = z.object({ taskId: idSchema });

/** A file on the workspace files page, with the task and project it belongs to. */
export const workspaceFileSchema = taskFileSchema
  .extend({ taskTitle: z.string(), projectId: idSchema, projectName: z.string() })
  .meta({ id: 'WorkspaceFile' });
export type WorkspaceFile = z.infer<typeof workspaceFileSchema>;

/** The orders a file list comes in: upload time, name (any case) or size. */
const fileSortFields = ['createdAt', 'name', 'size'] as const;
export type FileSortField = (typeof fileSortFields)[number];
export const DEFAULT_FILE_SORT = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

export const fileListMessages = {
  badSearch: `Search must be 1 to ${FILENAME_MAX_LENGTH} characters`,
} as const;

/** `type` and `search` of a file list: which files it has. Its count takes the same. */
export const fileFiltersShape = {
  type: optionalQueryParam('type', z.enum(fileCategories)).meta({
    description:
      'image: image/*; archive: zip; document: any other allowed task file type; other: the rest.',
  }),
  search: optionalQueryParam(
    'search',
    textInputSchema('search')
      .trim()
      .min(1, { error: fileListMessages.badSearch })
      .max(FILENAME_MAX_LENGTH, { error: fileListMessages.badSearch }),
  ).meta({ description: 'Files whose name holds this text, in any case.' }),
};

/** A file list's filters and order (newest first unless asked otherwise). */
export const fileListQueryShape = {
  ...fileFiltersShape,
  sortBy: optionalQueryParam('sortBy', z.enum(fileSortFields)).transform(
    (value) => value ?? DEFAULT_FILE_SORT.sortBy,
  ),
  sortOrder: optionalQueryParam('sortOrder', z.enum(sortOrders)).transform(
    (value) => value ?? DEFAULT_FILE_SORT.sortOrder,
  ),
};
export type FileListFilters = z.output<z.ZodObject<typeof fileListQueryShape>>;
export type FileFilters = z.output<z.ZodObject<typeof fileFiltersShape>>;

/** GET /api/files?workspaceId: every task file of the workspace the caller can see. */
export const listWorkspaceFilesQuerySchema = z.object({ workspaceId: idSchema });
export const workspaceFileListSchema = z.array(workspaceFileSchema);

/** PUT /api/files/upload/direct/{fileId}: the client makes up the file's id. */
export const taskFileUploadParamsSchema = z.object({ fileId: idSchema });

/**
 * Headers of a direct upload (000 §7), lower-case as servers see them. Other headers
 * (authorization among them) pass through untouched.
 */
export const taskFileUploadHeadersSchema = z.looseObject({
  'x-filename': filenameHeaderSchema,
  'x-task-id': idSchema,
  'x-workspace-id': idSchema,
  'content-type': z.string().min(1),
});

/** GET /api/files/{id}/download and the venture-file download both answer this. */
export const fileDownloadSchema = z
  .object({ downloadUrl: z.string(), filename: z.string() })
  .meta({ id: 'FileDownload' });
export type FileDownload = z.infer<typeof fileDownloadSchema>;
