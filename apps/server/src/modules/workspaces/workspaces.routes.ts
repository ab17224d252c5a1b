import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '@groundwork/shared/common/api-error';
import { pageQueryShape, pageSchema } from '@groundwork/shared/common/paging';
import {
  createWorkspaceInputSchema,
  invitationListSchema,
  inviteInputSchema,
  memberAnswerSchema,
  memberCountsSchema,
  memberParamsSchema,
  updateMemberRoleInputSchema,
  updateWorkspaceInputSchema,
  workspaceDetailQuerySchema,
  workspaceDetailSchema,
  workspaceIdParamsSchema,
  workspaceListSchema,
  workspaceMemberSchema,
  workspaceSchema,
} from '@groundwork/shared/workspaces/schemas';
import { bearerSecurity } from '../../platform/authenticate';
import { errorResponses } from '../../platform/openapi';
import { listOrPageAnswer } from '../../platform/paging';
import type { WorkspacesService } from './workspaces.service';

const tags = ['workspaces'];
const membersAnswer = listOrPageAnswer(
  z.array(workspaceMemberSchema),
  pageSchema(workspaceMemberSchema, 'WorkspaceMemberPage'),
);
const security = bearerSecurity;

export const workspacesRoutes: FastifyPluginAsyncZod<{
  workspacesService: WorkspacesService;
}> = async (app, { workspacesService: service }) => {
  app.get(
    '/api/workspaces',
    {
      schema: {
        operationId: 'listWorkspaces',
        tags,
        security,
        summary: "The caller's workspaces",
        response: { 200: workspaceListSchema },
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
        operationId: 'listInvitations',
        tags,
        security,
        summary: "The caller's pending invitations",
        response: { 200: invitationListSchema },
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
        operationId: 'createWorkspace',
        tags,
        security,
        summary: 'Create a workspace; the caller owns it',
        body: createWorkspaceInputSchema,
        response: { 201: workspaceSchema },
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
        operationId: 'getWorkspace',
        tags,
        security,
        summary: 'A workspace with its members',
        params: workspaceIdParamsSchema,
        querystring: workspaceDetailQuerySchema,
        response: { 200: workspaceDetailSchema },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.params.id);
      return service.getWorkspace(access, request.query.includeRevoked);
    },
  );

  app.get(
    '/api/workspaces/:id/members',
    {
      schema: {
        operationId: 'listWorkspaceMembers',
        tags,
        security,
        summary:
          "A workspace's members, oldest first (as in its detail): all of them, or a page with `limit`/`cursor`",
        params: workspaceIdParamsSchema,
        querystring: workspaceDetailQuerySchema.extend(pageQueryShape),
        response: { 200: membersAnswer.schema },
      },
    },
    async (request, reply) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.params.id);
      return membersAnswer.send(reply, await service.listMembers(access, request.query));
    },
  );

  app.get(
    '/api/workspaces/:id/members/count',
    {
      schema: {
        operationId: 'countWorkspaceMembers',
        tags,
        security,
        summary: "How many of a workspace's members are active and how many pending",
        params: workspaceIdParamsSchema,
        response: { 200: memberCountsSchema },
      },
    },
    async (request) => {
      const auth = await app.authenticate(request);
      const access = await app.workspaceAccess(request, auth, request.params.id);
      return service.countMembers(access);
    },
  );

  app.put(
    '/api/workspaces/:id',
    {
      schema: {
        operationId: 'updateWorkspace',
        tags,
        security,
        summary: 'Rename or describe a workspace (owner or admin)',
        params: workspaceIdParamsSchema,
        body: updateWorkspaceInputSchema,
        response: { 200: workspaceSchema, ...errorResponses(403) },
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
        operationId: 'deleteWorkspace',
        tags,
        security,
        summary: 'Delete a workspace and everything in it (owner only)',
        params: workspaceIdParamsSchema,
        response: { 200: successSchema, ...errorResponses(403) },
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
        operationId: 'inviteMember',
        tags,
        security,
        summary: 'Invite a phone number (owner or admin)',
        params: workspaceIdParamsSchema,
        body: inviteInputSchema,
        response: { 201: memberAnswerSchema, ...errorResponses(403, 409) },
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
        operationId: 'joinWorkspace',
        tags,
        security,
        summary: "Accept the caller's pending invitation",
        params: workspaceIdParamsSchema,
        response: { 200: workspaceSchema, ...errorResponses(409) },
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
        operationId: 'declineInvitation',
        tags,
        security,
        summary: "Decline the caller's pending invitation",
        params: workspaceIdParamsSchema,
        response: { 200: successSchema },
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
        operationId: 'leaveWorkspace',
        tags,
        security,
        summary: 'Leave a workspace the caller does not own',
        params: workspaceIdParamsSchema,
        response: { 200: successSchema, ...errorResponses(403) },
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
        operationId: 'changeMemberRole',
        tags,
        security,
        summary: "Change a member's role (owner or admin)",
        params: memberParamsSchema,
        body: updateMemberRoleInputSchema,
        response: { 200: memberAnswerSchema, ...errorResponses(403) },
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
        operationId: 'removeMember',
        tags,
        security,
        summary: 'Remove a member (owner or admin); the row is kept, revoked',
        params: memberParamsSchema,
        response: { 200: successSchema, ...errorResponses(403) },
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
