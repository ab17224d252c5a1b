import type { ChecklistTemplate } from '@groundwork/shared/checklists/schemas';

export const templateIds = {
  workspace: '11111111-1111-4111-8111-111111111111',
  walkThrough: 'c1c1c1c1-c1c1-4c1c-8c1c-c1c1c1c1c1c1',
  punchList: 'c2c2c2c2-c2c2-4c2c-8c2c-c2c2c2c2c2c2',
};

export const workspaceTemplatesPath = `/api/workspaces/${templateIds.workspace}/checklist-templates`;

export function makeTemplate(overrides: Partial<ChecklistTemplate> = {}): ChecklistTemplate {
  return {
    id: templateIds.walkThrough,
    workspaceId: templateIds.workspace,
    name: 'Final walk-through',
    items: ['Outlets covered', 'Caulk done', 'Keys handed over'],
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

export const punchList = makeTemplate({
  id: templateIds.punchList,
  name: 'Punch list',
  items: ['Touch up paint'],
});
