import { successSchema } from '@groundwork/shared/common/api-error';
import { pageQueryShape, pageQuerySchema } from '@groundwork/shared/common/paging';
import {
  createVentureInputSchema,
  listVenturesQuerySchema,
  ventureInputSchema,
  ventureListSchema,
  ventureCountSchema,
  ventureParamsSchema,
  ventureSchema,
  workspaceVenturesParamsSchema,
} from '@groundwork/shared/ventures/schemas';
import { errorResponses } from '../../platform/openapi';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { succeeded } from '../../platform/route-caller';
import { venturesAnswer } from './venture-list-answers';
import type { VenturesService } from './ventures.service';

const route = routeSchemas('ventures');

export const venturesRoutes = routesOf<{ venturesService: VenturesService }>(
  (app, { venturesService: service }, caller) => {
    app.get(
      '/api/ventures/workspace/:workspaceId',
      route(
        'listWorkspaceVentures',
        "A workspace's ventures, newest first: every one not a draft, and the caller's own drafts",
        {
          params: workspaceVenturesParamsSchema,
          querystring: listVenturesQuerySchema.extend(pageQueryShape),
          response: { 200: venturesAnswer.schema, ...errorResponses(400) },
        },
      ),
      async (request, reply) => {
        const userId = await caller.userId(request);
        const { workspaceId } = request.params;
        return venturesAnswer.send(
          reply,
          await service.listWorkspaceVentures(workspaceId, userId, request.query),
        );
      },
    );

    app.get(
      '/api/ventures/workspace/:workspaceId/count',
      route(
        'countWorkspaceVentures',
        "How many ventures the workspace's list holds for the caller, with the same filters",
        {
          params: workspaceVenturesParamsSchema,
          querystring: listVenturesQuerySchema,
          response: { 200: ventureCountSchema, ...errorResponses(400) },
        },
      ),
      async (request) => {
        const userId = await caller.userId(request);
        const { workspaceId } = request.params;
        return { count: await service.countWorkspaceVentures(workspaceId, userId, request.query) };
      },
    );

    app.get(
      '/api/users/me/ventures',
      route(
        'listMyVentures',
        "The caller's own ventures in every status, newest first: all of them, or a page with `limit`/`cursor`",
        { querystring: pageQuerySchema, response: { 200: venturesAnswer.schema } },
      ),
      async (request, reply) => {
        const userId = await caller.userId(request);
        return venturesAnswer.send(reply, await service.listMyVentures(userId, request.query));
      },
    );

    app.get(
      '/api/public/ventures',
      route(
        'listPublicVentures',
        'Live ventures across every workspace, newest first: all of them, or a page with `limit`/`cursor`',
        { querystring: pageQuerySchema, response: { 200: venturesAnswer.schema } },
      ),
      async (request, reply) => {
        await caller.user(request);
        return venturesAnswer.send(reply, await service.listPublicVentures(request.query));
      },
    );

    app.get(
      '/api/public/ventures/featured',
      route('listFeaturedVentures', 'The 6 live ventures closest to their goal', {
        response: { 200: ventureListSchema },
      }),
      async (request) => {
        await caller.user(request);
        return { ventures: await service.listFeaturedVentures() };
      },
    );

    app.post(
      '/api/ventures',
      route('createVenture', 'Create a draft venture (any active member of the workspace)', {
        body: createVentureInputSchema,
        response: { 201: ventureSchema, ...errorResponses(400) },
      }),
      async (request, reply) => {
        const userId = await caller.userId(request);
        const venture = await service.createVenture(
          userId,
          request.body,
          await caller.access(request),
        );
        return reply.status(201).send(venture);
      },
    );

    app.get(
      '/api/ventures/:ventureId',
      route('getVenture', 'A venture with its pitch and files (a draft only to its creator)', {
        params: ventureParamsSchema,
        response: { 200: ventureSchema },
      }),
      async (request) => service.getVenture(request.params.ventureId, await caller.userId(request)),
    );

    app.put(
      '/api/ventures/:ventureId',
      route(
        'updateVenture',
        'Edit a draft or live venture (its creator); the goal never below what is pledged',
        {
          params: ventureParamsSchema,
          body: ventureInputSchema,
          response: { 200: ventureSchema, ...errorResponses(400, 403) },
        },
      ),
      async (request) =>
        service.updateVenture(request.params.ventureId, await caller.userId(request), request.body),
    );

    app.delete(
      '/api/ventures/:ventureId',
      route('deleteVenture', 'Delete a draft venture and its files (its creator)', {
        params: ventureParamsSchema,
        response: { 200: successSchema, ...errorResponses(403) },
      }),
      async (request) =>
        succeeded(service.deleteVenture(request.params.ventureId, await caller.userId(request))),
    );

    app.post(
      '/api/ventures/:ventureId/publish',
      route(
        'publishVenture',
        'Publish a draft: it goes live and visible to everyone signed in (its creator)',
        {
          params: ventureParamsSchema,
          response: { 200: ventureSchema, ...errorResponses(400, 403) },
        },
      ),
      async (request) =>
        service.publishVenture(request.params.ventureId, await caller.userId(request)),
    );
  },
);
