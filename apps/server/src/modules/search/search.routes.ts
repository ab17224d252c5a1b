import { searchPageSchema, searchQuerySchema } from '@groundwork/shared/search/schemas';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import type { SearchService } from './search.service';

const route = routeSchemas('search');

/**
 * `GET /api/search`: a page of the tasks, projects, comments, files and ventures of a workspace
 * whose words the text finds, among those the caller may see.
 */
export const searchRoutes = routesOf<{ searchService: SearchService }>(
  (app, { searchService: service }, caller) => {
    app.get(
      '/api/search',
      route(
        'search',
        'Finds words, word beginnings and near spellings in what the caller may see in a workspace',
        {
          description: [
            'Searches task titles and descriptions, project names and descriptions, comments, the',
            'names of task and venture files, and venture names, descriptions and pitches. Every word',
            'typed must be found, as a word or the beginning of one; a result is also found when a',
            'stretch of it is spelled nearly like the text (a typo). Only what the caller may see is',
            "searched, as the workspace's lists show it: projects they may see that are not",
            'archived, with their tasks, comments and files, and ventures (a draft only to its',
            'creator). Matches in a title come first, then the most recently changed; a page at a',
            'time, `nextCursor` leading to the next.',
          ].join(' '),
          querystring: searchQuerySchema,
          // 400 (the query), 401 and 404 (the workspace) are implied by the route's shape (openapi.ts).
          response: { 200: searchPageSchema },
        },
      ),
      async (request) =>
        service.search(await caller.workspace(request, request.query.workspaceId), request.query),
    );
  },
);
