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
import { routeSchemas, routesOf } from '../../platform/module-routes';
import { succeeded } from '../../platform/route-caller';
import { errorResponses } from '../../platform/openapi';
import { listOrPageAnswer } from '../../platform/paging';
import type { WorkspacesService } from './workspaces.service';

const route = routeSchemas('workspaces');
const membersAnswer = listOrPageAnswer(
  z.array(workspaceMemberSchema),
  pageSchema(workspaceMemberSchema, 'WorkspaceMemberPage'),
);

export const workspacesRoutes = routesOf<{ workspacesService: WorkspacesService }>(
  (app, { workspacesService: service }, caller) => {
    app.get(
      '/api/workspaces',
      route('listWorkspaces', "The caller's workspaces", {
        response: { 200: workspaceListSchema },
      }),
      async (request) => ({
        workspaces: await service.listWorkspaces(await caller.userId(request)),
      }),
    );

    app.get(
      '/api/workspaces/invitations',
      route('listInvitations', "The caller's pending invitations", {
        response: { 200: invitationListSchema },
      }),
      async (request) => ({
        invitations: await service.listInvitations(await caller.userId(request)),
      }),
    );

    app.post(
      '/api/workspaces',
      route('createWorkspace', 'Create a workspace; the caller owns it', {
        body: createWorkspaceInputSchema,
        response: { 201: workspaceSchema },
      }),
      async (request, reply) => {
        const workspace = await service.createWorkspace(await caller.userId(request), request.body);
        return reply.status(201).send(workspace);
      },
    );

    app.get(
      '/api/workspaces/:id',
      route('getWorkspace', 'A workspace with its members', {
        params: workspaceIdParamsSchema,
        querystring: workspaceDetailQuerySchema,
        response: { 200: workspaceDetailSchema },
      }),
      async (request) =>
        service.getWorkspace(
          await caller.workspace(request, request.params.id),
          request.query.includeRevoked,
        ),
    );

    app.get(
      '/api/workspaces/:id/members',
      route(
        'listWorkspaceMembers',
        "A workspace's members, oldest first (as in its detail): all of them, or a page with `limit`/`cursor`",
        {
          params: workspaceIdParamsSchema,
          querystring: workspaceDetailQuerySchema.extend(pageQueryShape),
          response: { 200: membersAnswer.schema },
        },
      ),
      async (request, reply) => {
        const access = await caller.workspace(request, request.params.id);
        return membersAnswer.send(reply, await service.listMembers(access, request.query));
      },
    );

    app.get(
      '/api/workspaces/:id/members/count',
      route(
        'countWorkspaceMembers',
        "How many of a workspace's members are active and how many pending",
        { params: workspaceIdParamsSchema, response: { 200: memberCountsSchema } },
      ),
      async (request) => service.countMembers(await caller.workspace(request, request.params.id)),
    );

    app.put(
      '/api/workspaces/:id',
      route('updateWorkspace', 'Rename or describe a workspace (owner or admin)', {
        params: workspaceIdParamsSchema,
        body: updateWorkspaceInputSchema,
        response: { 200: workspaceSchema, ...errorResponses(403) },
      }),
      async (request) =>
        service.updateWorkspace(await caller.workspace(request, request.params.id), request.body),
    );

    app.delete(
      '/api/workspaces/:id',
      route('deleteWorkspace', 'Delete a workspace and everything in it (owner only)', {
        params: workspaceIdParamsSchema,
        response: { 200: successSchema, ...errorResponses(403) },
      }),
      async (request) =>
        succeeded(service.deleteWorkspace(await caller.workspace(request, request.params.id))),
    );

    app.post(
      '/api/workspaces/:id/invites',
      route('inviteMember', 'Invite a phone number (owner or admin)', {
        params: workspaceIdParamsSchema,
        body: inviteInputSchema,
        response: { 201: memberAnswerSchema, ...errorResponses(403, 409) },
      }),
      async (request, reply) => {
        const access = await caller.workspace(request, request.params.id);
        const member = await service.invite(access, await caller.user(request), request.body);
        return reply.status(201).send({ member });
      },
    );

    app.post(
      '/api/workspaces/:id/join',
      route('joinWorkspace', "Accept the caller's pending invitation", {
        params: workspaceIdParamsSchema,
        response: { 200: workspaceSchema, ...errorResponses(409) },
      }),
      async (request) => service.join(await caller.userId(request), request.params.id),
    );

    app.post(
      '/api/workspaces/:id/decline',
      route('declineInvitation', "Decline the caller's pending invitation", {
        params: workspaceIdParamsSchema,
        response: { 200: successSchema },
      }),
      async (request) =>
        succeeded(service.decline(await caller.userId(request), request.params.id)),
    );

    app.post(
      '/api/workspaces/:id/leave',
      route('leaveWorkspace', 'Leave a workspace the caller does not own', {
        params: workspaceIdParamsSchema,
        response: { 200: successSchema, ...errorResponses(403) },
      }),
      async (request) =>
        succeeded(service.leave(await caller.workspace(request, request.params.id))),
    );

    app.put(
      '/api/workspaces/:id/members/:memberId/role',
      route('changeMemberRole', "Change a member's role (owner or admin)", {
        params: memberParamsSchema,
        body: updateMemberRoleInputSchema,
        response: { 200: memberAnswerSchema, ...errorResponses(403) },
      }),
      async (request) => {
        const access = await caller.workspace(request, request.params.id);
        return {
          member: await service.changeRole(access, request.params.memberId, request.body.role),
        };
      },
    );

    app.delete(
      '/api/workspaces/:id/members/:memberId',
      route('removeMember', 'Remove a member (owner or admin); the row is kept, revoked', {
        params: memberParamsSchema,
        response: { 200: successSchema, ...errorResponses(403) },
      }),
      async (request) =>
        succeeded(
          service.removeMember(
            await caller.workspace(request, request.params.id),
            request.params.memberId,
          ),
        ),
    );
  },
);
