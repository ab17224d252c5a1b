import { z } from 'zod';
import {
  VENTURE_DESCRIPTION_MAX_LENGTH,
  VENTURE_MIN_FUNDING_GOAL,
  VENTURE_NAME_MAX_LENGTH,
  VENTURE_NAME_MIN_LENGTH,
  VENTURE_PITCH_MAX_LENGTH,
  VENTURE_PITCH_MIN_LENGTH,
} from '../common/constants';
import { hasAtMostTwoDecimals, MONEY_MAX_DOLLARS, moneyMessages } from '../common/money';
import {
  idSchema,
  optionalQueryParam,
  optionalTextInputSchema,
  textInputSchema,
  timestampInputSchema,
  timestampSchema,
  dollarsSchema,
  moneyDocumentMeta,
} from '../common/schemas';
import { componentSchema } from '../common/component-schema';
import {
  CONVERSION_PREVIEW_NAMES,
  ventureCategories,
  ventureMessages,
  ventureStatuses,
} from './constants';
import { isEndDateInPast } from './rules';
import { filenameHeaderSchema } from '../files/schemas';

export const ventureStatusSchema = z.enum(ventureStatuses);

const ventureCategorySchema = z.enum(ventureCategories, {
  error: 'Category is required',
});

const nameSchema = textInputSchema('Name', { error: ventureMessages.nameRequired })
  .trim()
  .min(1, { error: ventureMessages.nameRequired, abort: true })
  .min(VENTURE_NAME_MIN_LENGTH, ventureMessages.nameTooShort)
  .max(VENTURE_NAME_MAX_LENGTH, ventureMessages.nameTooLong);

const descriptionSchema = optionalTextInputSchema(
  'Description',
  VENTURE_DESCRIPTION_MAX_LENGTH,
  ventureMessages.descriptionTooLong,
);

// Empty, NaN (an empty number input) and anything not a number all read as "no goal given".
const targetGoalSchema = z
  .number({ error: ventureMessages.goalRequired })
  .min(VENTURE_MIN_FUNDING_GOAL, ventureMessages.goalTooSmall)
  .max(MONEY_MAX_DOLLARS, moneyMessages.tooLarge)
  .refine(hasAtMostTwoDecimals, ventureMessages.goalDecimals)
  .meta({
    ...moneyDocumentMeta,
    description: `${moneyDocumentMeta.description}. On a change, not less than what is already pledged.`,
  });

// A blank end date means none.
const endDateSchema = z
  .preprocess(
    (value) => (value === '' ? null : value),
    timestampInputSchema(ventureMessages.invalidEndDate).nullish(),
  )
  .meta({ description: 'After the time the venture is saved; blank or null means none.' });

const basicStepShape = {
  name: nameSchema,
  type: ventureCategorySchema,
  description: descriptionSchema,
  targetGoal: targetGoalSchema,
  endDate: endDateSchema,
};

const pitchContentSchema = textInputSchema('Pitch', { error: ventureMessages.pitchRequired })
  .trim()
  .min(1, { error: ventureMessages.pitchRequired, abort: true })
  .min(VENTURE_PITCH_MIN_LENGTH, ventureMessages.pitchTooShort)
  .max(VENTURE_PITCH_MAX_LENGTH, ventureMessages.pitchTooLong);

function endDateInFuture(now: Date) {
  return {
    check: (value: { endDate?: string | null }) => !isEndDateInPast(value.endDate, now),
    params: { message: ventureMessages.endDateInPast, path: ['endDate'] },
  };
}

/** The wizard's Basic Info step (001 §5); the end date must be after `now`. */
export function ventureBasicStepSchema(now: Date) {
  const rule = endDateInFuture(now);
  return z.object(basicStepShape).refine(rule.check, rule.params);
}

/** The wizard's Pitch step (001 §5). */
export const venturePitchStepSchema = z.object({ pitchContent: pitchContentSchema });

/**
 * PUT /api/ventures/{id} body: both steps' fields (001 §7). This static form is what routes
 * declare; the time rule needs `now`, so services parse with `ventureInputSchemaAt(now)`.
 */
export const ventureInputSchema = z.object({ ...basicStepShape, pitchContent: pitchContentSchema });
export type VentureInput = z.input<typeof ventureInputSchema>;

/** POST /api/ventures body: the venture's fields and its workspace. */
export const createVentureInputSchema = ventureInputSchema.extend({ workspaceId: idSchema });
export type CreateVentureInput = z.input<typeof createVentureInputSchema>;

/** The venture body with the end-date rule at `now` (DECISIONS.md: no stored venture breaks it). */
export function ventureInputSchemaAt(now: Date) {
  const rule = endDateInFuture(now);
  return ventureInputSchema.refine(rule.check, rule.params);
}

/** The create body with the end-date rule at `now`. */
export function createVentureInputSchemaAt(now: Date) {
  const rule = endDateInFuture(now);
  return createVentureInputSchema.refine(rule.check, rule.params);
}

/** A venture or workspace id in a path: anything but a UUID reads as the spec's invalid-id text. */
const ventureRouteIdSchema = z.uuid({ error: ventureMessages.invalidIds });
export const ventureParamsSchema = z.object({ ventureId: ventureRouteIdSchema });
export const workspaceVenturesParamsSchema = z.object({ workspaceId: ventureRouteIdSchema });

/** GET /api/ventures/workspace/{workspaceId}?status=&type= (absent means all). */
export const listVenturesQuerySchema = z.object({
  status: optionalQueryParam('status', ventureStatusSchema),
  type: optionalQueryParam('type', ventureCategorySchema),
});

/** A file of a venture: an image for the gallery or a PDF for the documents list. */
export const ventureFileSchema = componentSchema('VentureFile', {
  id: idSchema,
  filename: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int().nonnegative(),
  uploader: z.object({ name: z.string().nullable() }),
  createdAt: timestampSchema,
  /** A short-lived signed URL of /api/files/{fileId} to show or download it. */
  url: z.string(),
});
export type VentureFile = z.infer<typeof ventureFileSchema>;

/** A venture as lists show it (cards: no pitch, no files). */
export const ventureSummarySchema = componentSchema('VentureSummary', {
  id: idSchema,
  workspaceId: idSchema,
  name: z.string(),
  type: ventureCategorySchema,
  description: z.string().nullable(),
  targetGoal: dollarsSchema,
  fundsPledged: dollarsSchema,
  /** Whole percent, rounded down, capped at 100. */
  fundingProgress: z.number().int().min(0).max(100),
  endDate: timestampSchema.nullable(),
  status: ventureStatusSchema,
  createdBy: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  publishedAt: timestampSchema.nullable(),
  /** Number of pledges, refunded ones left out. */
  pledgeCount: z.number().int().nonnegative(),
  /** Number of distinct backers, refunded ones left out. */
  backerCount: z.number().int().nonnegative(),
  thumbnailUrl: z.string().nullable(),
  creatorName: z.string().nullable(),
  creator: z.object({ id: idSchema, name: z.string().nullable() }),
  /** The project it was converted into, once converted. */
  projectId: idSchema.nullable(),
});
export type VentureSummary = z.infer<typeof ventureSummarySchema>;

/** A venture as the detail, create, update and publish calls answer it. */
export const ventureSchema = ventureSummarySchema
  .extend({ pitchContent: z.string(), files: z.array(ventureFileSchema) })
  .meta({ id: 'Venture' });
export type Venture = z.infer<typeof ventureSchema>;

/**
 * `{ ventures }`: GET /api/ventures/workspace/{id}, /api/users/me/ventures,
 * /api/public/ventures and /api/public/ventures/featured.
 */
export const ventureListSchema = z.object({ ventures: z.array(ventureSummarySchema) });
export type VentureList = z.infer<typeof ventureListSchema>;

/** GET /api/ventures/workspace/{workspaceId}/count: how many ventures that list holds. */
export const ventureCountSchema = z
  .object({ count: z.number().int().nonnegative() })
  .meta({ id: 'VentureCount' });
export type VentureCount = z.infer<typeof ventureCountSchema>;

/** POST /api/ventures/{id}/convert answer (001 §7). */
export const convertVentureAnswerSchema = componentSchema('VentureConversion', {
  project: z.object({ id: idSchema }),
  addedMembers: z.number().int().nonnegative(),
});
export type ConvertVentureAnswer = z.infer<typeof convertVentureAnswerSchema>;

/**
 * GET /api/ventures/{id}/convert/preview: what converting would do to the workspace's members,
 * for the confirmation to say before it happens (its creator, while the venture is successful).
 */
export const ventureConversionPreviewSchema = componentSchema('VentureConversionPreview', {
  /** The backers (pledges not refunded), each once. */
  backerCount: z.number().int().nonnegative(),
  /** How many of them would join the workspace: the conversion's own `addedMembers`. */
  addedMembers: z.number().int().nonnegative(),
  /**
   * The backers already active members (they keep their role), the first ones by name; there
   * are `backerCount - addedMembers` in all.
   */
  existingMembers: z
    .array(z.object({ id: idSchema, name: z.string() }))
    .max(CONVERSION_PREVIEW_NAMES),
});
export type VentureConversionPreview = z.infer<typeof ventureConversionPreviewSchema>;

/** GET /api/ventures/{id}/files answer. */
export const ventureFileListSchema = z.object({ files: z.array(ventureFileSchema) });

/** POST /api/ventures/{id}/files body: the record made before the bytes are sent. */
export const createVentureFileInputSchema = z.object({
  filename: textInputSchema('Filename').min(1),
  fileSize: z.number().int().positive(),
  mimeType: textInputSchema('File type').min(1),
  ventureId: idSchema,
});
export type CreateVentureFileInput = z.infer<typeof createVentureFileInputSchema>;
export const createVentureFileAnswerSchema = z.object({ fileId: idSchema });

/** /api/ventures/{ventureId}/files/{fileId}[/download | /direct]. */
export const ventureFileParamsSchema = z.object({
  ventureId: ventureRouteIdSchema,
  fileId: idSchema,
});

/** Headers of a venture file's direct upload (001 §7); other headers pass through. */
export const ventureFileUploadHeadersSchema = z.looseObject({
  'x-filename': filenameHeaderSchema,
  'x-workspace-id': idSchema,
  'content-type': z.string().min(1),
});
