import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NoContentSchema } from "../../../contract/common.ts";
import {
  InviteTeamMemberBody,
  PersonalTeamMemberIdParams,
  PersonalTeamMemberSchema,
  UpdateTeamMemberDepartmentBody,
} from "../../../contract/team-members.ts";
import { matchAcceptLanguage } from "../../i18n/index.ts";
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

  const params = { params: PersonalTeamMemberIdParams };
  const member = { 200: PersonalTeamMemberSchema };

  app.get(
    "/api/personal-team-members",
    { schema: { response: { 200: z.array(PersonalTeamMemberSchema) } } },
    async (request) => listTeamMembers(ctx.db, currentUser(request).id),
  );

  app.post(
    "/api/personal-team-members",
    { schema: { body: InviteTeamMemberBody, response: { 201: PersonalTeamMemberSchema } } },
    async (request, reply) => {
      const browser = matchAcceptLanguage(request.headers["accept-language"]);
      const member = await inviteTeamMember(ctx, currentUser(request), request.body, browser);
      return reply.code(201).send(member);
    },
  );

  app.route({
    method: ["PUT", "PATCH"],
    url: "/api/personal-team-members/:id",
    schema: { ...params, body: UpdateTeamMemberDepartmentBody, response: member },
    handler: async (request) =>
      updateTeamMember(ctx.db, currentUser(request).id, request.params.id, request.body),
  });

  app.delete(
    "/api/personal-team-members/:id",
    { schema: { ...params, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await removeTeamMember(ctx.db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
