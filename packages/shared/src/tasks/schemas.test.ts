import { describe, expect, it } from 'vitest';
import {
  createTaskInputSchema,
  listTasksQuerySchema,
  taskListSchema,
  taskSchema,
  taskPathParamsSchema,
  updateTaskInputSchema,
} from './schemas';
import { taskFilterLabels, taskMessages, taskPriorityLabels, taskStatusLabels } from './constants';
import { textMessages } from '../common/text';

const ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
const create = (fields: Record<string, unknown>) =>
  createTaskInputSchema.safeParse({ title: 'Pour foundation', projectId: ID, ...fields });

describe('createTaskInputSchema (000 §5)', () => {
  it.each([
    ['t'.repeat(199), []],
    ['t'.repeat(200), [taskMessages.titleTooLong]],
    ['t'.repeat(201), [taskMessages.titleTooLong]],
    ['', [taskMessages.titleRequired]],
    ['   ', [taskMessages.titleRequired]],
    [undefined, [taskMessages.titleRequired]],
  ])('title %#', (title, expected) => {
    expect(messagesOf(create({ title }))).toEqual(expected);
  });

  it.each([
    [2000, []],
    [2001, [taskMessages.descriptionTooLong]],
  ])('description of %s characters → %j', (length, expected) => {
    expect(messagesOf(create({ description: 'd'.repeat(length) }))).toEqual(expected);
  });

  it.each([
    [50, []],
    [51, [taskMessages.transactionTypeTooLong]],
  ])('transaction type of %s characters → %j', (length, expected) => {
    expect(messagesOf(create({ transactionType: 'm'.repeat(length) }))).toEqual(expected);
  });

  it.each([
    [0, []],
    [12.5, []],
    [12.34, []],
    [12.345, [taskMessages.amountDecimals]],
    [-0.01, [taskMessages.amountNegative]],
    ['12', [taskMessages.amountInvalid]],
  ])('amount %j → %j', (amount, expected) => {
    expect(messagesOf(create({ amount }))).toEqual(expected);
  });

  it.each([
    ['2025-03-10T00:00:00.000Z', []],
    ['2025-03-10T00:00:00-05:00', []],
    ['2025-03-10', [taskMessages.invalidDueDate]],
    ['not a date', [taskMessages.invalidDueDate]],
    [null, []],
  ])('due date %j → %j', (dueDate, expected) => {
    expect(messagesOf(create({ dueDate }))).toEqual(expected);
  });

  it('requires the project id', () => {
    expect(
      messagesOf(createTaskInputSchema.safeParse({ title: 'T', projectId: undefined })),
    ).toEqual([taskMessages.projectIdRequired]);
  });

  it('trims, defaults priority to medium, and turns blank optional values into none', () => {
    expect(
      createTaskInputSchema.parse({
        title: '  Pour foundation  ',
        description: '  ',
        transactionType: ' Material ',
        assignedTo: '',
        projectId: ID,
      }),
    ).toEqual({
      title: 'Pour foundation',
      description: null,
      transactionType: 'Material',
      assignedTo: null,
      priority: 'medium',
      projectId: ID,
    });
  });

  it('checks the assignee id', () => {
    expect(messagesOf(create({ assignedTo: 'bob' }))).toEqual([taskMessages.invalidAssignee]);
    expect(create({ assignedTo: OTHER_ID }).data?.assignedTo).toBe(OTHER_ID);
  });
});

describe('updateTaskInputSchema', () => {
  it('accepts a status-only body', () => {
    expect(updateTaskInputSchema.parse({ status: 'complete' })).toEqual({ status: 'complete' });
  });

  it('leaves absent fields absent and lets null clear', () => {
    expect(updateTaskInputSchema.parse({ dueDate: null, amount: null })).toEqual({
      dueDate: null,
      amount: null,
    });
  });

  it('drops projectId (a task does not move) and refuses unknown statuses, urgent included', () => {
    expect(updateTaskInputSchema.parse({ projectId: ID })).toEqual({});
    expect(updateTaskInputSchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(updateTaskInputSchema.safeParse({ priority: 'urgent' }).success).toBe(false);
  });
});

describe('listTasksQuerySchema (000 §7)', () => {
  it('defaults to createdAt descending', () => {
    expect(listTasksQuerySchema.parse({ workspaceId: ID })).toEqual({
      workspaceId: ID,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('reads every filter, and absent ones as none', () => {
    expect(
      listTasksQuerySchema.parse({
        workspaceId: ID,
        projectId: OTHER_ID,
        status: 'in_progress',
        assignedTo: OTHER_ID,
        sortBy: 'priority',
        sortOrder: 'asc',
      }),
    ).toEqual({
      workspaceId: ID,
      projectId: OTHER_ID,
      status: 'in_progress',
      priority: undefined,
      assignedTo: OTHER_ID,
      sortBy: 'priority',
      sortOrder: 'asc',
    });
  });

  it.each(['projectId', 'status', 'priority', 'assignedTo', 'sortBy', 'sortOrder'])(
    'refuses an empty %s rather than reading it as all',
    (parameter) => {
      const result = listTasksQuerySchema.safeParse({ workspaceId: ID, [parameter]: '' });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: [parameter],
          message: textMessages.emptyQueryParam(parameter),
        }),
      ]);
    },
  );

  it("requires the workspace with the spec's message", () => {
    expect(messagesOf(listTasksQuerySchema.safeParse({}))).toEqual([
      taskMessages.workspaceIdRequired,
    ]);
    expect(listTasksQuerySchema.safeParse({ workspaceId: ID, sortBy: 'title' }).success).toBe(
      false,
    );
  });
});

describe('task answers and labels', () => {
  it('reads a task answer and a list', () => {
    const task = {
      id: ID,
      title: 'Pour foundation',
      description: null,
      status: 'to_do',
      priority: 'high',
      dueDate: '2025-03-10T00:00:00.000Z',
      amount: 1200.5,
      transactionType: 'Material',
      assignedTo: OTHER_ID,
      assignee: { id: OTHER_ID, name: null, phoneNumber: '+15551234567' },
      projectId: ID,
      projectName: 'House',
      workspaceId: ID,
      createdBy: ID,
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-01T00:00:00.000Z',
      checklist: { done: 1, total: 3 },
      labels: [{ id: OTHER_ID, name: 'Urgent', color: 'red' }],
    };
    expect(taskSchema.parse(task)).toEqual(task);
    expect(taskListSchema.parse([task])).toEqual([task]);
  });

  it('labels statuses, priorities and the filter panel as the spec does', () => {
    expect(taskStatusLabels).toEqual({
      to_do: 'To Do',
      in_progress: 'In Progress',
      complete: 'Complete',
    });
    expect(taskPriorityLabels).toEqual({ low: 'Low', medium: 'Medium', high: 'High' });
    expect(taskFilterLabels.sortBy).toEqual({
      createdAt: 'Created Date',
      dueDate: 'Due Date',
      priority: 'Priority',
      status: 'Status',
    });
    expect(taskFilterLabels.sortOrder).toEqual({ desc: 'Newest first', asc: 'Oldest first' });
  });
});

describe('taskPathParamsSchema', () => {
  it('takes any string, so the server can answer 404 for an id that names nothing', () => {
    expect(taskPathParamsSchema.parse({ id: ID })).toEqual({ id: ID });
    expect(taskPathParamsSchema.parse({ id: 'not-a-uuid' })).toEqual({ id: 'not-a-uuid' });
  });
});
