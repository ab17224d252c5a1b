import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@groundwork/shared/common/api-error';
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
import { bearerSecurity } from '../../platform/authenticate';
import { accessResolver } from '../../platform/workspace-access';
import { projectPageSchema, type ProjectsService } from './projects.service';

const tags = ['projects'];
const security = bearerSecurity;

const e400 = { 400: apiErrorSchema };
const e401 = { 401: apiErrorSchema };
const e403 = { 403: apiErrorSchema };
const e404 = { 404: apiErrorSchema };
const e409 = { 409: apiErrorSchema };
const e413 = { 413: apiErrorSchema };

export const projectsRoutes: FastifyPluginAsyncZod<{ projectsService: ProjectsService }> = async (
  app,
  { projectsService: service },
) => {
  app.get(
    '/api/projects',
    {
      schema: {
        operationId: 'listProjects',
        tags,
        security,
        summary:
          'The projects of a workspace the caller can see, riskiest first: all of them, or a page with `limit`/`cursor`',
        querystring: listProjectsQuerySchema.extend(pageQueryShape),
        response: {
          200: z.union([projectListSchema, projectPageSchema]),
          ...e400,
          ...e401,
          ...e404,
        },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const { workspaceId, includeArchived, limit, cursor } = request.query;
      const access = await app.workspaceAccess(request, auth, workspaceId);
      return sendJsonBytes(
        reply,
        await service.listProjects(access, includeArchived, { limit, cursor }),
      );
    },
  );

  app.post(
    '/api/projects',
    {
      schema: {
        operationId: 'createProject',
        tags,
        security,
        summary: 'Create a project (project_manager or higher)',
        querystring: optionalWorkspaceQuerySchema,
        body: createProjectInputSchema,
        response: { 201: projectSchema, ...e400, ...e401, ...e403, ...e404, ...e413 },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.body.workspaceId);
      return reply.status(201).send(await service.createProject(access, request.body));
    },
  );

  app.get(
    '/api/projects/:id',
    {
      schema: {
        operationId: 'getProject',
        tags,
        security,
        summary: 'A project with its progress, budget and team',
        params: projectPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: projectSchema, ...e400, ...e401, ...e403, ...e404 },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.getProject(request.params.id, accessResolver(app, request, auth));
    },
  );

  app.put(
    '/api/projects/:id',
    {
      schema: {
        operationId: 'updateProject',
        tags,
        security,
        summary: 'Edit a project, its status included (project_manager or higher)',
        params: projectPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        body: updateProjectInputSchema,
        response: { 200: projectSchema, ...e400, ...e401, ...e403, ...e404, ...e413 },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.updateProject(
        request.params.id,
        accessResolver(app, request, auth),
        request.body,
      );
    },
  );

  app.delete(
    '/api/projects/:id',
    {
      schema: {
        operationId: 'archiveProject',
        tags,
        security,
        summary: 'Archive a project, remembering its status (project_manager or higher)',
        params: projectPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: projectSchema, ...e400, ...e401, ...e403, ...e404 },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.archiveProject(request.params.id, accessResolver(app, request, auth));
    },
  );

  app.post(
    '/api/projects/:id/restore',
    {
      schema: {
        operationId: 'restoreProject',
        tags,
        security,
        summary: 'Give an archived project back the status it had (project_manager or higher)',
        params: projectPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: projectSchema, ...e400, ...e401, ...e403, ...e404, ...e409 },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.restoreProject(request.params.id, accessResolver(app, request, auth));
    },
  );

  app.post(
    '/api/projects/:id/assignments',
    {
      schema: {
        operationId: 'addProjectAssignment',
        tags,
        security,
        summary: 'Put an active member on the project, or change their role there',
        params: projectPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        body: createProjectAssignmentInputSchema,
        response: {
          200: projectSchema,
          201: projectSchema,
          ...e400,
          ...e401,
          ...e403,
          ...e404,
          ...e413,
        },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const { project, created } = await service.addAssignment(
        request.params.id,
        accessResolver(app, request, auth),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(project);
    },
  );

  app.delete(
    '/api/projects/:id/assignments/:userId',
    {
      schema: {
        operationId: 'removeProjectAssignment',
        tags,
        security,
        summary: 'Take a member off the project (project_manager or higher)',
        params: projectAssignmentPathParamsSchema,
        querystring: optionalWorkspaceQuerySchema,
        response: { 200: projectSchema, ...e400, ...e401, ...e403, ...e404 },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      return service.removeAssignment(
        request.params.id,
        request.params.userId,
        accessResolver(app, request, auth),
      );
    },
  );
};
