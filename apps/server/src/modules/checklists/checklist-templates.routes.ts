import { successSchema } from '@groundwork/shared/common/api-error';
import {
  checklistTemplateInputSchema,
  checklistTemplateListSchema,
  checklistTemplatePathParamsSchema,
  checklistTemplateSchema,
} from '@groundwork/shared/checklists/schemas';
import { workspaceIdParamsSchema } from '@groundwork/shared/workspaces/schemas';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { errorResponses } from '../../platform/openapi';
import { succeeded } from '../../platform/route-caller';
import type { ChecklistTemplatesService } from './checklist-templates.service';

const route = routeSchemas('checklists');
// 400 (the body), 401 and 404 (the path id) are implied by each route's shape (openapi.ts).
const writeErrors = errorResponses(403);

export const checklistTemplatesRoutes = routesOf<{
  checklistTemplatesService: ChecklistTemplatesService;
}>((app, { checklistTemplatesService: service }, caller) => {
  app.get(
    '/api/workspaces/:id/checklist-templates',
    route(
      'listChecklistTemplates',
      "A workspace's checklist templates by name (any active member)",
      { params: workspaceIdParamsSchema, response: { 200: checklistTemplateListSchema } },
    ),
    async (request) => service.listTemplates(await caller.workspace(request, request.params.id)),
  );

  app.post(
    '/api/workspaces/:id/checklist-templates',
    route(
      'createChecklistTemplate',
      'Make a checklist template: a name and the texts of its items (project_manager or higher)',
      {
        params: workspaceIdParamsSchema,
        body: checklistTemplateInputSchema,
        response: { 201: checklistTemplateSchema, ...writeErrors },
      },
    ),
    async (request, reply) => {
      const access = await caller.workspace(request, request.params.id);
      const template = await service.createTemplate(access, request.body);
      return reply.status(201).send(template);
    },
  );

  app.put(
    '/api/checklist-templates/:id',
    route(
      'updateChecklistTemplate',
      "Replace a template's name and items; checklists made from it keep theirs (project_manager or higher)",
      {
        params: checklistTemplatePathParamsSchema,
        body: checklistTemplateInputSchema,
        response: { 200: checklistTemplateSchema, ...writeErrors },
      },
    ),
    async (request) =>
      service.updateTemplate(request.params.id, await caller.access(request), request.body),
  );

  app.delete(
    '/api/checklist-templates/:id',
    route('deleteChecklistTemplate', 'Delete a checklist template (project_manager or higher)', {
      params: checklistTemplatePathParamsSchema,
      response: { 200: successSchema, ...writeErrors },
    }),
    async (request) =>
      succeeded(service.deleteTemplate(request.params.id, await caller.access(request))),
  );
});
