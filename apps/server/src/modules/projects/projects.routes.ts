import { z } from 'zod';
import { pageQueryShape } from '@groundwork/shared/common/paging';
import { optionalWorkspaceQuerySchema } from '@groundwork/shared/common/schemas';
import {
  createProjectAssignmentInputSchema,
  createProjectInputSchema,
  listProjectsQuerySchema,
  projectAssignmentPathParamsSchema,
  projectListSchema,
  projectPathParamsSchema,
  projectSchema,
  updateProjectInputSchema,
} from '@groundwork/shared/projects/schemas';
import { sendJsonBytes } from '../../platform/answer-cache';
import { errorResponses } from '../../platform/openapi';
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { projectPageSchema, type ProjectsService } from './projects.service';

const route = routeSchemas('projects');

export const projectsRoutes = routesOf<{ projectsService: ProjectsService }>(
  (app, { projectsService: service }, caller) => {
    app.get(
      '/api/projects',
      route(
        'listProjects',
        'The projects of a workspace the caller can see, riskiest first: all of them, or a page with `limit`/`cursor`',
        {
          querystring: listProjectsQuerySchema.extend(pageQueryShape),
          response: { 200: z.union([projectListSchema, projectPageSchema]) },
        },
      ),
      async (request, reply) => {
        const { workspaceId, includeArchived, limit, cursor } = request.query;
        const access = await caller.workspace(request, workspaceId);
        return sendJsonBytes(
          reply,
          await service.listProjects(access, includeArchived, { limit, cursor }),
        );
      },
    );

    app.post(
      '/api/projects',
      route('createProject', 'Create a project (project_manager or higher)', {
        querystring: optionalWorkspaceQuerySchema,
        body: createProjectInputSchema,
        response: { 201: projectSchema, ...errorResponses(403) },
      }),
      async (request, reply) => {
        const access = await caller.workspace(request, request.body.workspaceId);
        return reply.status(201).send(await service.createProject(access, request.body));
      },
    );

    app.get(
      '/api/projects/:id',
      route('getProject', 'A project with its progress, budget and team', {
        params: projectPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: projectSchema, ...errorResponses(403) },
      }),
      async (request) => service.getProject(request.params.id, await caller.access(request)),
    );

    app.put(
      '/api/projects/:id',
      route('updateProject', 'Edit a project, its status included (project_manager or higher)', {
        params: projectPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        body: updateProjectInputSchema,
        response: { 200: projectSchema, ...errorResponses(403) },
      }),
      async (request) =>
        service.updateProject(request.params.id, await caller.access(request), request.body),
    );

    app.delete(
      '/api/projects/:id',
      route(
        'archiveProject',
        'Archive a project, remembering its status (project_manager or higher)',
        {
          params: projectPathParamsSchema,
          querystring: optionalWorkspaceQuerySchema,
          response: { 200: projectSchema, ...errorResponses(403) },
        },
      ),
      async (request) => service.archiveProject(request.params.id, await caller.access(request)),
    );

    app.post(
      '/api/projects/:id/restore',
      route(
        'restoreProject',
        'Give an archived project back the status it had (project_manager or higher)',
        {
          params: projectPathParamsSchema,
          querystring: optionalWorkspaceQuerySchema,
          response: { 200: projectSchema, ...errorResponses(403, 409) },
        },
      ),
      async (request) => service.restoreProject(request.params.id, await caller.access(request)),
    );

    app.post(
      '/api/projects/:id/assignments',
      route(
        'addProjectAssignment',
        'Put an active member on the project, or change their role there',
        {
          params: projectPathParamsSchema,
          querystring: optionalWorkspaceQuerySchema,
          body: createProjectAssignmentInputSchema,
          response: { 200: projectSchema, 201: projectSchema, ...errorResponses(403) },
        },
      ),
      async (request, reply) => {
        const access = await caller.access(request);
        const { project, created } = await service.addAssignment(
          request.params.id,
          access,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(project);
      },
    );

    app.delete(
      '/api/projects/:id/assignments/:userId',
      route(
        'removeProjectAssignment',
        'Take a member off the project (project_manager or higher)',
        {
          params: projectAssignmentPathParamsSchema,
          querystring: optionalWorkspaceQuerySchema,
          response: { 200: projectSchema, ...errorResponses(403) },
        },
      ),
      async (request) =>
        service.removeAssignment(
          request.params.id,
          request.params.userId,
          await caller.access(request),
        ),
    );
  },
);
