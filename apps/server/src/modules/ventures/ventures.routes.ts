import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '@groundwork/shared/common/api-error';
import { pageQueryShape, pageQuerySchema, pageSchema } from '@groundwork/shared/common/paging';
import {
  createPledgeAnswerSchema,
  createPledgeInputSchema,
  myPledgeListSchema,
  pledgeSchema,
  pledgeTotalsSchema,
  venturePledgeListSchema,
  venturePledgeSchema,
} from '@groundwork/shared/pledges/schemas';
import {
  convertVentureAnswerSchema,
  createVentureInputSchema,
  listVenturesQuerySchema,
  ventureInputSchema,
  ventureListSchema,
  ventureConversionPreviewSchema,
  ventureCountSchema,
  ventureParamsSchema,
  ventureSchema,
  ventureSummarySchema,
  workspaceVenturesParamsSchema,
} from '@groundwork/shared/ventures/schemas';
import { bearerSecurity } from '../../platform/authenticate';
import { errorResponses } from '../../platform/openapi';
import { accessResolver } from '../../platform/workspace-access';
import { listOrPageAnswer, pageRequestOf } from '../../platform/paging';
import { ventureOrder } from './ventures.repository';
import type { VenturesService } from './ventures.service';

/** A list of ventures: the whole list, or with `limit`/`cursor` a page of it. */
const venturesAnswer = listOrPageAnswer(
  ventureListSchema,
  pageSchema(ventureSummarySchema, 'VentureSummaryPage'),
);
const myPledgesAnswer = listOrPageAnswer(
  myPledgeListSchema,
  pageSchema(pledgeSchema, 'PledgePage'),
);
const venturePledgesAnswer = listOrPageAnswer(
  venturePledgeListSchema,
  pageSchema(venturePledgeSchema, 'VenturePledgePage'),
);
const tags = ['ventures'];
const pledgeTags = ['pledges'];
const security = bearerSecurity;

export const venturesRoutes: FastifyPluginAsyncZod<{ venturesService: VenturesService }> = async (
  app,
  { venturesService: service },
) => {
  app.get(
    '/api/ventures/workspace/:workspaceId',
    {
      schema: {
        operationId: 'listWorkspaceVentures',
        tags,
        security,
        summary:
          "A workspace's ventures, newest first: every one not a draft, and the caller's own drafts",
        params: workspaceVenturesParamsSchema,
        querystring: listVenturesQuerySchema.extend(pageQueryShape),
        response: { 200: venturesAnswer.schema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const { limit, cursor, ...filters } = request.query;
      const page = pageRequestOf(ventureOrder, { limit, cursor });
      const { workspaceId } = request.params;
      return venturesAnswer.send(
        reply,
        page
          ? await service.listWorkspaceVenturesPage(workspaceId, auth.user.id, filters, page)
          : { ventures: await service.listWorkspaceVentures(workspaceId, auth.user.id, filters) },
      );
    },
  );

  app.get(
    '/api/ventures/workspace/:workspaceId/count',
    {
      schema: {
        operationId: 'countWorkspaceVentures',
        tags,
        security,
        summary:
          "How many ventures the workspace's list holds for the caller, with the same filters",
        params: workspaceVenturesParamsSchema,
        querystring: listVenturesQuerySchema,
        response: { 200: ventureCountSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const { workspaceId } = request.params;
      return {
        count: await service.countWorkspaceVentures(workspaceId, auth.user.id, request.query),
      };
    },
  );

  app.get(
    '/api/users/me/ventures',
    {
      schema: {
        operationId: 'listMyVentures',
        tags,
        security,
        summary:
          "The caller's own ventures in every status, newest first: all of them, or a page with `limit`/`cursor`",
        querystring: pageQuerySchema,
        response: { 200: venturesAnswer.schema },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const page = pageRequestOf(ventureOrder, request.query);
      return venturesAnswer.send(
        reply,
        page
          ? await service.listMyVenturesPage(auth.user.id, page)
          : { ventures: await service.listMyVentures(auth.user.id) },
      );
    },
  );

  app.get(
    '/api/public/ventures',
    {
      schema: {
        operationId: 'listPublicVentures',
        tags,
        security,
        summary:
          'Live ventures across every workspace, newest first: all of them, or a page with `limit`/`cursor`',
        querystring: pageQuerySchema,
        response: { 200: venturesAnswer.schema },
      },
    },
    async (request, reply) => {
      await app.authenticate(request);
      const page = pageRequestOf(ventureOrder, request.query);
      return venturesAnswer.send(
        reply,
        page
          ? await service.listPublicVenturesPage(page)
          : { ventures: await service.listPublicVentures() },
      );
    },
  );

  app.get(
    '/api/public/ventures/featured',
    {
      schema: {
        operationId: 'listFeaturedVentures',
        tags,
        security,
        summary: 'The 6 live ventures closest to their goal',
        response: { 200: ventureListSchema },
      },
    },
    async (request) => {
      await app.authenticate(request);
      return { ventures: await service.listFeaturedVentures() };
    },
  );

  app.post(
    '/api/ventures',
    {
      schema: {
        operationId: 'createVenture',
        tags,
        security,
        summary: 'Create a draft venture (any active member of the workspace)',
        body: createVentureInputSchema,
        response: { 201: ventureSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const venture = await service.createVenture(
        auth.user.id,
        request.body,
        accessResolver(app, request, auth),
      );
      return reply.status(201).send(venture);
    },
  );

  app.get(
    '/api/ventures/:ventureId',
    {
      schema: {
        operationId: 'getVenture',
        tags,
        security,
        summary: 'A venture with its pitch and files (a draft only to its creator)',
        params: ventureParamsSchema,
        response: { 200: ventureSchema },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.getVenture(request.params.ventureId, auth.user.id);
    },
  );

  app.put(
    '/api/ventures/:ventureId',
    {
      schema: {
        operationId: 'updateVenture',
        tags,
        security,
        summary: 'Edit a draft or live venture (its creator); the goal never below what is pledged',
        params: ventureParamsSchema,
        body: ventureInputSchema,
        response: { 200: ventureSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.updateVenture(request.params.ventureId, auth.user.id, request.body);
    },
  );

  app.delete(
    '/api/ventures/:ventureId',
    {
      schema: {
        operationId: 'deleteVenture',
        tags,
        security,
        summary: 'Delete a draft venture and its files (its creator)',
        params: ventureParamsSchema,
        response: { 200: successSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      await service.deleteVenture(request.params.ventureId, auth.user.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/ventures/:ventureId/publish',
    {
      schema: {
        operationId: 'publishVenture',
        tags,
        security,
        summary: 'Publish a draft: it goes live and visible to everyone signed in (its creator)',
        params: ventureParamsSchema,
        response: { 200: ventureSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.publishVenture(request.params.ventureId, auth.user.id);
    },
  );

  app.get(
    '/api/ventures/:ventureId/convert/preview',
    {
      schema: {
        operationId: 'previewVentureConversion',
        tags,
        security,
        summary:
          'What converting would do: how many backers would join the workspace, and who already belongs (its creator)',
        description:
          'Asked as the conversion is (its creator, a successful venture, an active member of its workspace), and read as it reads: `addedMembers` is what `POST …/convert` would answer now. `existingMembers` names, by name, the first 10 backers who are active members already; they keep their role.',
        params: ventureParamsSchema,
        response: { 200: ventureConversionPreviewSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.previewConversion(
        request.params.ventureId,
        auth.user.id,
        accessResolver(app, request, auth),
      );
    },
  );

  app.post(
    '/api/ventures/:ventureId/convert',
    {
      schema: {
        operationId: 'convertVenture',
        tags,
        security,
        summary:
          'Turn a successful venture into a project; its backers become members and the team (its creator)',
        params: ventureParamsSchema,
        response: { 200: convertVentureAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.convertVenture(
        request.params.ventureId,
        auth.user.id,
        accessResolver(app, request, auth),
      );
    },
  );

  app.post(
    '/api/ventures/:ventureId/pledge',
    {
      schema: {
        operationId: 'createPledge',
        tags: pledgeTags,
        security,
        summary: 'Pledge to a live venture (anyone signed in but its creator)',
        description:
          'Pending while the venture is live; the pledge that reaches the goal makes it successful ' +
          'and confirms every pledge.',
        params: ventureParamsSchema,
        body: createPledgeInputSchema,
        response: { 201: createPledgeAnswerSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const answer = await service.pledge(
        request.params.ventureId,
        auth.user.id,
        request.body.amount,
      );
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/api/users/me/pledges',
    {
      schema: {
        operationId: 'listMyPledges',
        tags: pledgeTags,
        security,
        summary:
          "The caller's pledges with their ventures, newest first: all of them, or a page with `limit`/`cursor`",
        querystring: pageQuerySchema,
        response: { 200: myPledgesAnswer.schema },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      return myPledgesAnswer.send(reply, await service.listMyPledges(auth.user.id, request.query));
    },
  );

  app.get(
    '/api/users/me/pledges/totals',
    {
      schema: {
        operationId: 'getMyPledgeTotals',
        tags: pledgeTags,
        security,
        summary:
          'How many pledges the caller made, and their total in dollars (refunded ones left out of it)',
        response: { 200: pledgeTotalsSchema },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.myPledgeTotals(auth.user.id);
    },
  );

  app.get(
    '/api/ventures/:ventureId/pledges',
    {
      schema: {
        operationId: 'listVenturePledges',
        tags: pledgeTags,
        security,
        summary:
          "A venture's pledges and who made them, newest first (its creator): all of them, or a page with `limit`/`cursor`",
        params: ventureParamsSchema,
        querystring: pageQuerySchema,
        response: {
          200: venturePledgesAnswer.schema,
          ...errorResponses(403),
        },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const { ventureId } = request.params;
      const answer = await service.listVenturePledges(ventureId, auth.user.id, request.query);
      return venturePledgesAnswer.send(reply, Array.isArray(answer) ? { pledges: answer } : answer);
    },
  );
};
