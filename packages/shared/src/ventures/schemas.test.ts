import { describe, expect, it } from 'vitest';
import {
  convertVentureAnswerSchema,
  createVentureFileInputSchema,
  createVentureInputSchema,
  createVentureInputSchemaAt,
  listVenturesQuerySchema,
  ventureBasicStepSchema,
  ventureFileListSchema,
  ventureFileUploadHeadersSchema,
  ventureInputSchema,
  ventureInputSchemaAt,
  ventureListSchema,
  venturePitchStepSchema,
  ventureSchema,
  ventureParamsSchema,
  workspaceVenturesParamsSchema,
} from './schemas';
import { isEndDateInPast } from './rules';
import { ventureCategoryLabels, ventureMessages, ventureStatusLabels } from './constants';

const ID = '11111111-1111-4111-8111-111111111111';
const now = new Date('2025-03-10T12:00:00.000Z');
const tomorrow = '2025-03-11T12:00:00.000Z';
const pitch = 'p'.repeat(100);
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
const basic = (fields: Record<string, unknown>) =>
  ventureBasicStepSchema(now).safeParse({
    name: 'Corner Bakery',
    type: 'hospitality',
    targetGoal: 5000,
    ...fields,
  });

describe('venture Basic Info step (001 §5)', () => {
  it.each([
    ['', [ventureMessages.nameRequired]],
    ['   ', [ventureMessages.nameRequired]],
    [undefined, [ventureMessages.nameRequired]],
    ['ab', [ventureMessages.nameTooShort]],
    ['  ab  ', [ventureMessages.nameTooShort]],
    ['abc', []],
    ['n'.repeat(199), []],
    ['n'.repeat(200), [ventureMessages.nameTooLong]],
  ])('name %# → %j', (name, expected) => {
    expect(messagesOf(basic({ name }))).toEqual(expected);
  });

  it.each([
    [undefined, [ventureMessages.categoryRequired]],
    ['', [ventureMessages.categoryRequired]],
    ['mining', [ventureMessages.categoryRequired]],
    ['real_estate', []],
  ])('category %j → %j', (type, expected) => {
    expect(messagesOf(basic({ type }))).toEqual(expected);
  });

  it.each([
    [500, []],
    [501, [ventureMessages.descriptionTooLong]],
  ])('description of %s characters → %j', (length, expected) => {
    expect(messagesOf(basic({ description: 'd'.repeat(length) }))).toEqual(expected);
  });

  it.each([
    [undefined, [ventureMessages.goalRequired]],
    [null, [ventureMessages.goalRequired]],
    [Number.NaN, [ventureMessages.goalRequired]],
    ['', [ventureMessages.goalRequired]],
    [99.99, [ventureMessages.goalTooSmall]],
    [-5, [ventureMessages.goalTooSmall]],
    [100, []],
    [100.5, []],
    [100.55, []],
    [100.555, [ventureMessages.goalDecimals]],
  ])('funding goal %j → %j', (targetGoal, expected) => {
    expect(messagesOf(basic({ targetGoal }))).toEqual(expected);
  });

  it.each([
    [undefined, []],
    [null, []],
    ['', []],
    [tomorrow, []],
    [new Date(now.getTime() + 1).toISOString(), []],
    [now.toISOString(), [ventureMessages.endDateInPast]],
    ['2025-03-09T12:00:00.000Z', [ventureMessages.endDateInPast]],
    ['next week', [ventureMessages.invalidEndDate]],
  ])('end date %j → %j', (endDate, expected) => {
    expect(messagesOf(basic({ endDate }))).toEqual(expected);
  });

  it('puts the end-date error on endDate', () => {
    expect(basic({ endDate: '2025-03-09T12:00:00.000Z' }).error?.issues[0]?.path).toEqual([
      'endDate',
    ]);
  });
});

describe('venture Pitch step (001 §5)', () => {
  it.each([
    ['', [ventureMessages.pitchRequired]],
    ['   ', [ventureMessages.pitchRequired]],
    [undefined, [ventureMessages.pitchRequired]],
    ['p'.repeat(99), [ventureMessages.pitchTooShort]],
    ['p'.repeat(100), []],
    ['p'.repeat(9_999), []],
    ['p'.repeat(10_000), [ventureMessages.pitchTooLong]],
  ])('pitch %# → %j', (pitchContent, expected) => {
    expect(messagesOf(venturePitchStepSchema.safeParse({ pitchContent }))).toEqual(expected);
  });
});

describe('venture bodies (001 §7)', () => {
  const body = {
    name: 'Corner Bakery',
    type: 'hospitality',
    description: '',
    targetGoal: 5000,
    endDate: tomorrow,
    pitchContent: pitch,
  };

  it('checks both steps, and the end date only when given now', () => {
    expect(ventureInputSchema.parse(body)).toEqual({ ...body, description: null });
    expect(createVentureInputSchema.parse({ ...body, workspaceId: ID }).workspaceId).toBe(ID);
    const later = new Date('2025-04-01T00:00:00.000Z');
    expect(ventureInputSchema.safeParse(body).success).toBe(true);
    expect(messagesOf(ventureInputSchemaAt(later).safeParse(body))).toEqual([
      ventureMessages.endDateInPast,
    ]);
    expect(
      messagesOf(createVentureInputSchemaAt(later).safeParse({ ...body, workspaceId: ID })),
    ).toEqual([ventureMessages.endDateInPast]);
    expect(createVentureInputSchemaAt(now).safeParse({ ...body, workspaceId: ID }).success).toBe(
      true,
    );
  });

  it('needs the workspace on create', () => {
    expect(createVentureInputSchema.safeParse(body).success).toBe(false);
  });

  it.each([
    [null, false],
    ['2025-03-10T12:00:00.000Z', true],
    ['2025-03-10T12:00:00.001Z', false],
    [new Date('2025-03-01'), true],
  ])('isEndDateInPast(%j) → %s', (endDate, expected) => {
    expect(isEndDateInPast(endDate, now)).toBe(expected);
  });

  it('reads list filters, absent meaning all and empty refused', () => {
    expect(listVenturesQuerySchema.parse({})).toEqual({ status: undefined, type: undefined });
    expect(listVenturesQuerySchema.safeParse({ status: '' }).success).toBe(false);
    expect(listVenturesQuerySchema.safeParse({ type: '' }).success).toBe(false);
    expect(listVenturesQuerySchema.parse({ status: 'live', type: 'retail' })).toEqual({
      status: 'live',
      type: 'retail',
    });
    expect(listVenturesQuerySchema.safeParse({ status: 'closed' }).success).toBe(false);
  });
});

describe('venture answers', () => {
  const summary = {
    id: ID,
    workspaceId: ID,
    name: 'Corner Bakery',
    type: 'hospitality',
    description: null,
    targetGoal: 5000,
    fundsPledged: 1250.5,
    fundingProgress: 25,
    endDate: null,
    status: 'live',
    createdBy: ID,
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    publishedAt: '2025-03-02T00:00:00.000Z',
    pledgeCount: 3,
    backerCount: 2,
    thumbnailUrl: null,
    creatorName: 'Ada',
    creator: { id: ID, name: 'Ada' },
    projectId: null,
  };
  const ventureFile = {
    id: ID,
    filename: 'menu.pdf',
    mimeType: 'application/pdf',
    fileSize: 2048,
    uploader: { name: 'Ada' },
    createdAt: '2025-03-01T00:00:00.000Z',
    url: '/api/files/x?sig=y',
  };

  it('reads lists, the detail, files and the conversion', () => {
    expect(ventureListSchema.parse({ ventures: [summary] })).toEqual({ ventures: [summary] });
    const detail = { ...summary, pitchContent: pitch, files: [ventureFile] };
    expect(ventureSchema.parse(detail)).toEqual(detail);
    expect(ventureFileListSchema.parse({ files: [ventureFile] })).toEqual({ files: [ventureFile] });
    expect(convertVentureAnswerSchema.parse({ project: { id: ID }, addedMembers: 2 })).toEqual({
      project: { id: ID },
      addedMembers: 2,
    });
    expect(ventureSchema.safeParse({ ...detail, fundingProgress: 101 }).success).toBe(false);
  });

  it('reads the file record body and upload headers', () => {
    const body = {
      filename: 'menu.pdf',
      fileSize: 2048,
      mimeType: 'application/pdf',
      ventureId: ID,
    };
    expect(createVentureFileInputSchema.parse(body)).toEqual(body);
    expect(createVentureFileInputSchema.safeParse({ ...body, fileSize: 0 }).success).toBe(false);
    const headers = {
      'x-filename': 'menu.pdf',
      'x-workspace-id': ID,
      'content-type': 'application/pdf',
      authorization: 'Bearer t',
    };
    expect(ventureFileUploadHeadersSchema.parse(headers)).toEqual(headers);
  });

  it('labels statuses and categories as the spec does', () => {
    expect(ventureStatusLabels).toEqual({
      draft: 'Draft',
      live: 'Live',
      successful: 'Successful',
      failed: 'Failed',
      converted: 'Converted to Project',
    });
    expect(ventureCategoryLabels).toEqual({
      real_estate: 'Real Estate & Construction',
      hospitality: 'Hospitality & Food Service',
      manufacturing: 'Manufacturing & Production',
      retail: 'Retail & E-commerce',
      service: 'Service & Consulting',
      agriculture: 'Agriculture & Farming',
    });
  });
});

describe('venture path ids', () => {
  it("reads anything but a UUID as the spec's invalid-id text", () => {
    for (const [schema, key] of [
      [ventureParamsSchema, 'ventureId'],
      [workspaceVenturesParamsSchema, 'workspaceId'],
    ] as const) {
      const parsed = schema.safeParse({ [key]: 'not-an-id' });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Invalid workspace or venture ID');
      expect(schema.safeParse({ [key]: '3f1c2a4e-8b7d-4c6e-9a5f-1b2c3d4e5f60' }).success).toBe(
        true,
      );
    }
  });
});
