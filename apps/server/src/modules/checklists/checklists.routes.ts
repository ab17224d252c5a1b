import { successSchema } from '@groundwork/shared/common/api-error';
import { optionalWorkspaceQuerySchema } from '@groundwork/shared/common/schemas';
import {
  checklistInputSchema,
  checklistItemInputSchema,
  checklistItemPathParamsSchema,
  checklistItemSchema,
  checklistItemUpdateSchema,
  checklistListSchema,
  checklistPathParamsSchema,
  checklistSchema,
  checklistUpdateSchema,
  taskChecklistsPathParamsSchema,
} from '@groundwork/shared/checklists/schemas';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { errorResponses } from '../../platform/openapi';
import { succeeded } from '../../platform/route-caller';
import type { ChecklistItemsService } from './checklist-items.service';
import type { ChecklistsService } from './checklists.service';

const route = routeSchemas('checklists');
// 400 (body, query), 401 and 404 (the path id) are implied by each route's shape (openapi.ts).
const writeErrors = errorResponses(403);

export const checklistsRoutes = routesOf<{
  checklistsService: ChecklistsService;
  checklistItemsService: ChecklistItemsService;
}>((app, { checklistsService: checklists, checklistItemsService: items }, caller) => {
  app.get(
    '/api/tasks/:taskId/checklists',
    route(
      'listChecklists',
      "A task's checklists in order, each with its items in order (anyone who can see the task)",
      {
        params: taskChecklistsPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: checklistListSchema },
      },
    ),
    async (request) =>
      checklists.listChecklists(request.params.taskId, await caller.access(request)),
  );

  app.post(
    '/api/tasks/:taskId/checklists',
    route(
      'createChecklist',
      "Add a checklist to a task, last, optionally with a template's items (project_manager or higher, or the task's creator)",
      {
        params: taskChecklistsPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        body: checklistInputSchema,
        response: { 201: checklistSchema, ...writeErrors },
      },
    ),
    async (request, reply) => {
      const access = await caller.access(request);
      const checklist = await checklists.createChecklist(
        request.params.taskId,
        access,
        request.body,
      );
      return reply.status(201).send(checklist);
    },
  );

  app.put(
    '/api/checklists/:id',
    route(
      'updateChecklist',
      "Rename a checklist or move it among the task's checklists (project_manager or higher, or the task's creator)",
      {
        params: checklistPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        body: checklistUpdateSchema,
        response: { 200: checklistSchema, ...writeErrors },
      },
    ),
    async (request) =>
      checklists.updateChecklist(request.params.id, await caller.access(request), request.body),
  );

  app.delete(
    '/api/checklists/:id',
    route(
      'deleteChecklist',
      "Delete a checklist and its items (project_manager or higher, or the task's creator)",
      {
        params: checklistPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: successSchema, ...writeErrors },
      },
    ),
    async (request) =>
      succeeded(checklists.deleteChecklist(request.params.id, await caller.access(request))),
  );

  app.post(
    '/api/checklists/:id/items',
    route(
      'createChecklistItem',
      "Add an item to a checklist, last (project_manager or higher, or the task's creator)",
      {
        params: checklistPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        body: checklistItemInputSchema,
        response: { 201: checklistItemSchema, ...writeErrors },
      },
    ),
    async (request, reply) => {
      const access = await caller.access(request);
      const item = await items.createItem(request.params.id, access, request.body);
      return reply.status(201).send(item);
    },
  );

  app.put(
    '/api/checklist-items/:id',
    route(
      'updateChecklistItem',
      "Tick or untick an item (`done` alone: anyone who may change the task's status but a client), or edit or move it (project_manager or higher, or the task's creator)",
      {
        params: checklistItemPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        body: checklistItemUpdateSchema,
        response: { 200: checklistItemSchema, ...writeErrors },
      },
    ),
    async (request) =>
      items.updateItem(request.params.id, await caller.access(request), request.body),
  );

  app.delete(
    '/api/checklist-items/:id',
    route(
      'deleteChecklistItem',
      "Delete a checklist item (project_manager or higher, or the task's creator)",
      {
        params: checklistItemPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: successSchema, ...writeErrors },
      },
    ),
    async (request) => succeeded(items.deleteItem(request.params.id, await caller.access(request))),
  );
});
