import { successSchema } from '@groundwork/shared/common/api-error';
import {
  labelInputSchema,
  labelListSchema,
  labelPathParamsSchema,
  labelSchema,
  labelUpdateSchema,
} from '@groundwork/shared/labels/schemas';
import { workspaceIdParamsSchema } from '@groundwork/shared/workspaces/schemas';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { errorResponses } from '../../platform/openapi';
import { succeeded } from '../../platform/route-caller';
import type { LabelsService } from './labels.service';

const route = routeSchemas('labels');
// 400 (the body), 401 and 404 (the path id) are implied by each route's shape (openapi.ts).
const nameErrors = errorResponses(403, 409);

export const labelsRoutes = routesOf<{ labelsService: LabelsService }>(
  (app, { labelsService: service }, caller) => {
    app.get(
      '/api/workspaces/:id/labels',
      route('listLabels', "A workspace's labels by name (any active member)", {
        params: workspaceIdParamsSchema,
        response: { 200: labelListSchema },
      }),
      async (request) => service.listLabels(await caller.workspace(request, request.params.id)),
    );

    app.post(
      '/api/workspaces/:id/labels',
      route(
        'createLabel',
        'Make a label: a name unique in the workspace whatever its case, and one of the colours (project_manager or higher)',
        {
          params: workspaceIdParamsSchema,
          body: labelInputSchema,
          response: { 201: labelSchema, ...nameErrors },
        },
      ),
      async (request, reply) => {
        const access = await caller.workspace(request, request.params.id);
        const label = await service.createLabel(access, request.body);
        return reply.status(201).send(label);
      },
    );

    app.put(
      '/api/labels/:id',
      route(
        'updateLabel',
        'Rename or recolour a label; the tasks that carry it show the change (project_manager or higher)',
        {
          params: labelPathParamsSchema,
          body: labelUpdateSchema,
          response: { 200: labelSchema, ...nameErrors },
        },
      ),
      async (request) =>
        service.updateLabel(request.params.id, await caller.access(request), request.body),
    );

    app.delete(
      '/api/labels/:id',
      route(
        'deleteLabel',
        'Delete a label: it is taken off every task that carries it, in one change (project_manager or higher)',
        {
          params: labelPathParamsSchema,
          response: { 200: successSchema, ...errorResponses(403) },
        },
      ),
      async (request) =>
        succeeded(service.deleteLabel(request.params.id, await caller.access(request))),
    );
  },
);
