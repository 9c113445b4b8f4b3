import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NoContentSchema } from "../../../contract/common.ts";
import {
  AddTeamMemberBody,
  CreateTeamBody,
  TeamIdParams,
  TeamMemberParams,
  TeamMemberSchema,
  TeamSchema,
  UpdateTeamBody,
  UpdateTeamMemberBody,
} from "../../../contract/teams.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { addTeamMember, removeTeamMember, updateTeamMemberRole } from "./department-members.service.ts";
import { createTeam, deleteTeam, getTeam, listTeams, updateTeam } from "./teams.service.ts";

/** Departments (teams): list, create, read, rename, delete; add, re-role and remove members. */
export function teamsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  const team = { params: TeamIdParams };
  const member = { params: TeamMemberParams };
  const none = { 204: NoContentSchema };

  app.get("/api/teams", { schema: { response: { 200: z.array(TeamSchema) } } }, async () =>
    listTeams(ctx.db),
  );

  const create = { body: CreateTeamBody, response: { 201: TeamSchema } };
  app.post("/api/teams", { schema: create }, async (request, reply) => {
    const team = await createTeam(ctx.db, currentUser(request).id, request.body);
    return reply.code(201).send(team);
  });

  app.get("/api/teams/:id", { schema: { ...team, response: { 200: TeamSchema } } }, async (request) =>
    getTeam(ctx.db, request.params.id),
  );

  app.route({
    method: ["PUT", "PATCH"],
    url: "/api/teams/:id",
    schema: { ...team, body: UpdateTeamBody, response: { 200: TeamSchema } },
    handler: async (request) => updateTeam(ctx.db, currentUser(request).id, request.params.id, request.body),
  });

  app.delete("/api/teams/:id", { schema: { ...team, response: none } }, async (request, reply) => {
    await deleteTeam(ctx.db, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  app.post(
    "/api/teams/:id/members",
    { schema: { ...team, body: AddTeamMemberBody, response: { 201: TeamMemberSchema } } },
    async (request, reply) => {
      const member = await addTeamMember(ctx.db, currentUser(request), request.params.id, request.body);
      return reply.code(201).send(member);
    },
  );

  app.route({
    method: ["PUT", "PATCH"],
    url: "/api/teams/:id/members/:memberId",
    schema: { ...member, body: UpdateTeamMemberBody, response: { 200: TeamMemberSchema } },
    handler: async (request) => {
      const { id, memberId } = request.params;
      return updateTeamMemberRole(ctx.db, currentUser(request).id, id, memberId, request.body);
    },
  });

  app.delete(
    "/api/teams/:id/members/:memberId",
    { schema: { ...member, response: none } },
    async (request, reply) => {
      const { id, memberId } = request.params;
      await removeTeamMember(ctx.db, currentUser(request).id, id, memberId);
      return reply.code(204).send();
    },
  );
}
