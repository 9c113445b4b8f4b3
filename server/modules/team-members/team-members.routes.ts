import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  InviteTeamMemberBody,
  PersonalTeamMemberIdParams,
  UpdateTeamMemberDepartmentBody,
} from "../../../contract/team-members.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import {
  inviteTeamMember,
  listTeamMembers,
  removeTeamMember,
  updateTeamMember,
} from "./team-members.service.ts";

/** The user's own invited team members: list, invite (with email), file under a department, remove. */
export function teamMembersRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get("/api/personal-team-members", async (request) => listTeamMembers(ctx.db, currentUser(request).id));

  app.post(
    "/api/personal-team-members",
    { schema: { body: InviteTeamMemberBody } },
    async (request, reply) => {
      const member = await inviteTeamMember(ctx, currentUser(request), request.body);
      return reply.code(201).send(member);
    },
  );

  app.route({
    method: ["PUT", "PATCH"],
    url: "/api/personal-team-members/:id",
    schema: { params: PersonalTeamMemberIdParams, body: UpdateTeamMemberDepartmentBody },
    handler: async (request) =>
      updateTeamMember(ctx.db, currentUser(request).id, request.params.id, request.body),
  });

  app.delete(
    "/api/personal-team-members/:id",
    { schema: { params: PersonalTeamMemberIdParams } },
    async (request, reply) => {
      await removeTeamMember(ctx.db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
