import { describe, expect, it } from 'vitest';
import {
  createProjectAssignmentInputSchema,
  createProjectInputSchema,
  listProjectsQuerySchema,
  projectListSchema,
  projectAssignmentPathParamsSchema,
  projectParamsSchema,
  projectPathParamsSchema,
  projectSchema,
  updateProjectInputSchema,
} from './schemas';
import { isTargetEndAfterStart } from './rules';
import { projectMessages, projectStatusLabels } from './constants';

const ID = '11111111-1111-4111-8111-111111111111';
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('createProjectInputSchema (000 §5)', () => {
  it.each([
    ['a'.repeat(99), []],
    ['a'.repeat(100), [projectMessages.nameTooLong]],
    ['a'.repeat(101), [projectMessages.nameTooLong]],
    ['', [projectMessages.nameRequired]],
    ['   ', [projectMessages.nameRequired]],
    [undefined, [projectMessages.nameRequired]],
    [` ${'a'.repeat(99)} `, []],
  ])('name of length %#', (name, expected) => {
    expect(messagesOf(createProjectInputSchema.safeParse({ name }))).toEqual(expected);
  });

  it.each([
    [999, []],
    [1000, [projectMessages.descriptionTooLong]],
  ])('description of %s characters → %j', (length, expected) => {
    expect(
      messagesOf(
        createProjectInputSchema.safeParse({ name: 'P', description: 'd'.repeat(length) }),
      ),
    ).toEqual(expected);
  });

  it.each([
    [0, []],
    [0.01, []],
    [1500.5, []],
    [-0.01, [projectMessages.estimatedCostNegative]],
    [10.123, [projectMessages.estimatedCostDecimals]],
    ['100', [projectMessages.estimatedCostInvalid]],
    [null, []],
  ])('estimated cost %j → %j', (estimatedCost, expected) => {
    expect(messagesOf(createProjectInputSchema.safeParse({ name: 'P', estimatedCost }))).toEqual(
      expected,
    );
  });

  it.each([
    ['2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z', []],
    [
      '2025-01-01T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
      [projectMessages.targetEndBeforeStart],
    ],
    [
      '2025-01-02T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
      [projectMessages.targetEndBeforeStart],
    ],
    ['2025-01-01T00:00:00.000Z', null, []],
    [null, '2025-01-01T00:00:00.000Z', []],
    ['yesterday', '2025-01-01T00:00:00.000Z', [projectMessages.invalidStartDate]],
    ['2025-01-01T00:00:00.000Z', 'soon', [projectMessages.invalidTargetEndDate]],
  ])('start %j, target end %j → %j', (startDate, targetEndDate, expected) => {
    expect(
      messagesOf(createProjectInputSchema.safeParse({ name: 'P', startDate, targetEndDate })),
    ).toEqual(expected);
  });

  it('puts the date error on targetEndDate', () => {
    const result = createProjectInputSchema.safeParse({
      name: 'P',
      startDate: '2025-01-02T00:00:00.000Z',
      targetEndDate: '2025-01-01T00:00:00.000Z',
    });
    expect(result.error?.issues[0]?.path).toEqual(['targetEndDate']);
  });

  it('trims, and turns blank optional text into none', () => {
    expect(
      createProjectInputSchema.parse({
        name: '  Website  ',
        description: '   ',
        type: ' Mobile App ',
        workspaceId: ID,
      }),
    ).toEqual({ name: 'Website', description: null, type: 'Mobile App', workspaceId: ID });
  });

  it('limits the project type', () => {
    expect(
      messagesOf(createProjectInputSchema.safeParse({ name: 'P', type: 't'.repeat(101) })),
    ).toEqual([projectMessages.typeTooLong]);
  });
});

describe('updateProjectInputSchema', () => {
  it('accepts a partial body with a status', () => {
    expect(updateProjectInputSchema.parse({ status: 'archived' })).toEqual({ status: 'archived' });
    expect(updateProjectInputSchema.parse({})).toEqual({});
  });

  it('checks the names and dates it is given', () => {
    expect(messagesOf(updateProjectInputSchema.safeParse({ name: '' }))).toEqual([
      projectMessages.nameRequired,
    ]);
    expect(
      messagesOf(
        updateProjectInputSchema.safeParse({
          startDate: '2025-02-01T00:00:00.000Z',
          targetEndDate: '2025-01-01T00:00:00.000Z',
        }),
      ),
    ).toEqual([projectMessages.targetEndBeforeStart]);
    expect(updateProjectInputSchema.safeParse({ status: 'done' }).success).toBe(false);
  });
});

describe('isTargetEndAfterStart', () => {
  it.each([
    [null, null, true],
    ['2025-01-01T00:00:00.000Z', undefined, true],
    ['2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.001Z', true],
    ['2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', false],
    [new Date('2025-01-02'), new Date('2025-01-01'), false],
    ['not a date', '2025-01-01T00:00:00.000Z', true],
  ])('%j → %j: %s', (start, end, expected) => {
    expect(isTargetEndAfterStart(start, end)).toBe(expected);
  });
});

describe('project ids, queries and answers', () => {
  it.each([
    [undefined, [projectMessages.projectIdRequired]],
    ['', [projectMessages.projectIdRequired]],
    ['  ', [projectMessages.projectIdRequired]],
    ['abc', [projectMessages.notFound]],
    [ID, []],
  ])('archive id %j → %j', (id, expected) => {
    expect(messagesOf(projectParamsSchema.safeParse({ id }))).toEqual(expected);
  });

  it('declares path ids as text so that a malformed id is judged by the service', () => {
    expect(projectPathParamsSchema.parse({ id: 'abc' })).toEqual({ id: 'abc' });
    expect(projectAssignmentPathParamsSchema.parse({ id: 'abc', userId: '' })).toEqual({
      id: 'abc',
      userId: '',
    });
  });

  it('requires a workspace id to list and reads includeArchived', () => {
    expect(messagesOf(listProjectsQuerySchema.safeParse({}))).toEqual([
      projectMessages.workspaceIdRequired,
    ]);
    expect(listProjectsQuerySchema.parse({ workspaceId: ID })).toEqual({
      workspaceId: ID,
      includeArchived: false,
    });
    expect(listProjectsQuerySchema.parse({ workspaceId: ID, includeArchived: 'true' })).toEqual({
      workspaceId: ID,
      includeArchived: true,
    });
  });

  it('reads assignment bodies', () => {
    expect(createProjectAssignmentInputSchema.parse({ userId: ID, role: 'client' })).toEqual({
      userId: ID,
      role: 'client',
    });
    expect(
      createProjectAssignmentInputSchema.safeParse({ userId: ID, role: 'owner' }).success,
    ).toBe(false);
  });

  it('reads a project answer', () => {
    const project = {
      id: ID,
      workspaceId: ID,
      name: 'Website',
      description: null,
      type: 'Website',
      status: 'in_progress',
      startDate: '2025-01-01T00:00:00.000Z',
      targetEndDate: null,
      estimatedCost: 1000.5,
      totalInvestment: 0,
      progress: 40,
      isOverdue: false,
      health: 'healthy',
      taskCount: 5,
      completedTaskCount: 2,
      createdBy: ID,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      assignments: [
        { userId: ID, role: 'client', user: { name: null, phoneNumber: '+15551234567' } },
      ],
    };
    expect(projectSchema.parse(project)).toEqual(project);
    expect(projectListSchema.parse({ projects: [project] })).toEqual({ projects: [project] });
    expect(projectSchema.safeParse({ ...project, progress: 101 }).success).toBe(false);
    expect(projectSchema.safeParse({ ...project, health: 'fine' }).success).toBe(false);
    expect(projectSchema.safeParse({ ...project, isOverdue: undefined }).success).toBe(false);
  });

  it('labels the statuses', () => {
    expect(projectStatusLabels).toEqual({
      to_do: 'To Do',
      in_progress: 'In Progress',
      complete: 'Complete',
      archived: 'Archived',
    });
  });
});
