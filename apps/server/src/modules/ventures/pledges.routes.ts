import { pageQuerySchema } from '@groundwork/shared/common/paging';
import {
  createPledgeAnswerSchema,
  createPledgeInputSchema,
  pledgeTotalsSchema,
} from '@groundwork/shared/pledges/schemas';
import { ventureParamsSchema } from '@groundwork/shared/ventures/schemas';
import { errorResponses } from '../../platform/openapi';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { myPledgesAnswer, venturePledgesAnswer } from './venture-list-answers';
import type { PledgesService } from './pledges.service';

const route = routeSchemas('pledges');

export const pledgesRoutes = routesOf<{ pledgesService: PledgesService }>(
  (app, { pledgesService: service }, caller) => {
    app.post(
      '/api/ventures/:ventureId/pledge',
      route('createPledge', 'Pledge to a live venture (anyone signed in but its creator)', {
        description:
          'Pending while the venture is live; the pledge that reaches the goal makes it successful ' +
          'and confirms every pledge.',
        params: ventureParamsSchema,
        body: createPledgeInputSchema,
        response: { 201: createPledgeAnswerSchema, ...errorResponses(400, 403) },
      }),
      async (request, reply) => {
        const userId = await caller.userId(request);
        const answer = await service.pledge(request.params.ventureId, userId, request.body.amount);
        return reply.status(201).send(answer);
      },
    );

    app.get(
      '/api/users/me/pledges',
      route(
        'listMyPledges',
        "The caller's pledges with their ventures, newest first: all of them, or a page with `limit`/`cursor`",
        { querystring: pageQuerySchema, response: { 200: myPledgesAnswer.schema } },
      ),
      async (request, reply) => {
        const userId = await caller.userId(request);
        return myPledgesAnswer.send(reply, await service.listMyPledges(userId, request.query));
      },
    );

    app.get(
      '/api/users/me/pledges/totals',
      route(
        'getMyPledgeTotals',
        'How many pledges the caller made, and their total in dollars (refunded ones left out of it)',
        { response: { 200: pledgeTotalsSchema } },
      ),
      async (request) => service.myPledgeTotals(await caller.userId(request)),
    );

    app.get(
      '/api/ventures/:ventureId/pledges',
      route(
        'listVenturePledges',
        "A venture's pledges and who made them, newest first (its creator): all of them, or a page with `limit`/`cursor`",
        {
          params: ventureParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: venturePledgesAnswer.schema, ...errorResponses(403) },
        },
      ),
      async (request, reply) => {
        const userId = await caller.userId(request);
        const { ventureId } = request.params;
        const answer = await service.listVenturePledges(ventureId, userId, request.query);
        return venturePledgesAnswer.send(
          reply,
          Array.isArray(answer) ? { pledges: answer } : answer,
        );
      },
    );
  },
);
