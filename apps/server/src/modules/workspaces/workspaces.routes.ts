import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, successSchema } from '@groundwork/shared/common/api-error';
import {
  createWorkspaceInputSchema,
  invitationListSchema,
  inviteInputSchema,
  memberAnswerSchema,
  memberParamsSchema,
  updateMemberRoleInputSchema,
  updateWorkspaceInputSchema,
  workspaceDetailQuerySchema,
  workspaceDetailSchema,
  workspaceIdParamsSchema,
  workspaceListSchema,
  workspaceSchema,
} from '@groundwork/shared/workspaces/schemas';
import { bearerSecurity } from '../../platform/authenticate';
import type { WorkspacesService } from './workspaces.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const tags = ['workspaces'];
const security = bearerSecurity;

export const workspacesRoutes: FastifyPluginAsyncZod<{
  workspacesService: WorkspacesService;
}> = async (app, { workspacesService: service }) => {
  app.get(
    '/api/workspaces',
    {
      schema: {
        tags,
        security,
        summary: "The caller's workspaces",
        response: { 200: workspaceListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      return { workspaces: await service.listWorkspaces(user.id) };
    },
  );

  app.get(
    '/api/workspaces/invitations',
    {
      schema: {
        tags,
        security,
        summary: "The caller's pending invitations",
        response: { 200: invitationListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      return { invitations: await service.listInvitations(user.id) };
    },
  );

  app.post(
    '/api/workspaces',
    {
      schema: {
        tags,
        security,
        summary: 'Create a workspace; the caller owns it',
        body: createWorkspaceInputSchema,
        response: { 201: workspaceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.authenticate(request);
      return reply.status(201).send(await service.createWorkspace(user.id, request.body));
    },
  );

  app.get(
    '/api/workspaces/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A workspace with its members',
        params: workspaceIdParamsSchema,
        querystring: workspaceDetailQuerySchema,
        response: { 200: workspaceDetailSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.params.id);
      return service.getWorkspace(access, request.query.includeRevoked);
    },
  );

  app.put(
    '/api/workspaces/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename or describe a workspace (owner or admin)',
        params: workspaceIdParamsSchema,
        body: updateWorkspaceInputSchema,
        response: { 200: workspaceSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.params.id);
      return service.updateWorkspace(access, request.body);
    },
  );

  app.delete(
    '/api/workspaces/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a workspace and everything in it (owner only)',
        params: workspaceIdParamsSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.params.id);
      await service.deleteWorkspace(access);
      return { success: true as const };
    },
  );

  app.post(
    '/api/workspaces/:id/invites',
    {
      schema: {
        tags,
        security,
        summary: 'Invite a phone number (owner or admin)',
        params: workspaceIdParamsSchema,
        body: inviteInputSchema,
        response: { 201: memberAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.params.id);
      const member = await service.invite(access, auth.user, request.body);
      return reply.status(201).send({ member });
    },
  );

  app.post(
    '/api/workspaces/:id/join',
    {
      schema: {
        tags,
        security,
        summary: "Accept the caller's pending invitation",
        params: workspaceIdParamsSchema,
        response: { 200: workspaceSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      return service.join(user.id, request.params.id);
    },
  );

  app.post(
    '/api/workspaces/:id/decline',
    {
      schema: {
        tags,
        security,
        summary: "Decline the caller's pending invitation",
        params: workspaceIdParamsSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await app.authenticate(request);
      await service.decline(user.id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/workspaces/:id/leave',
    {
      schema: {
        tags,
        security,
        summary: 'Leave a workspace the caller does not own',
        params: workspaceIdParamsSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.params.id);
      await service.leave(access);
      return { success: true as const };
    },
  );

  app.put(
    '/api/workspaces/:id/members/:memberId/role',
    {
      schema: {
        tags,
        security,
        summary: "Change a member's role (owner or admin)",
        params: memberParamsSchema,
        body: updateMemberRoleInputSchema,
        response: { 200: memberAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.params.id);
      return {
        member: await service.changeRole(access, request.params.memberId, request.body.role),
      };
    },
  );

  app.delete(
    '/api/workspaces/:id/members/:memberId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a member (owner or admin); the row is kept, revoked',
        params: memberParamsSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.params.id);
      await service.removeMember(access, request.params.memberId);
      return { success: true as const };
    },
  );
};
