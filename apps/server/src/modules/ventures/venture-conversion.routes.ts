import {
  convertVentureAnswerSchema,
  ventureConversionPreviewSchema,
  ventureParamsSchema,
} from '@groundwork/shared/ventures/schemas';
import { errorResponses } from '../../platform/openapi';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import type { VentureConversionService } from './venture-conversion.service';

const route = routeSchemas('ventures');

export const ventureConversionRoutes = routesOf<{
  conversionService: VentureConversionService;
}>((app, { conversionService: service }, caller) => {
  app.get(
    '/api/ventures/:ventureId/convert/preview',
    route(
      'previewVentureConversion',
      'What converting would do: how many backers would join the workspace, and who already belongs (its creator)',
      {
        description:
          'Asked as the conversion is (its creator, a successful venture, an active member of its workspace), and read as it reads: `addedMembers` is what `POST …/convert` would answer now. `existingMembers` names, by name, the first 10 backers who are active members already; they keep their role.',
        params: ventureParamsSchema,
        response: { 200: ventureConversionPreviewSchema, ...errorResponses(403) },
      },
    ),
    async (request) =>
      service.previewConversion(
        request.params.ventureId,
        await caller.userId(request),
        await caller.access(request),
      ),
  );

  app.post(
    '/api/ventures/:ventureId/convert',
    route(
      'convertVenture',
      'Turn a successful venture into a project; its backers become members and the team (its creator)',
      {
        params: ventureParamsSchema,
        response: { 200: convertVentureAnswerSchema, ...errorResponses(403) },
      },
    ),
    async (request) =>
      service.convertVenture(
        request.params.ventureId,
        await caller.userId(request),
        await caller.access(request),
      ),
  );
});
