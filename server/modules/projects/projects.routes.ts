import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CreateProjectBody,
  IdParamsSchema,
  ProjectListQuery,
  ProjectMemberParams,
  UpdateProjectBody,
} from "../../../contract/projects.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { eventOrigin } from "../../platform/realtime.ts";
import { createProject } from "./project-create.service.ts";
import { removeProjectMember } from "./project-member-removal.service.ts";
import { listAssignableUsers, listProjectMembers } from "./project-members.service.ts";
import { listVisibleProjectTasks } from "./project-tasks.service.ts";
import {
  deleteProject,
  getProject,
  listVisibleProjects,
  listVisibleProjectsWithOwner,
  updateProject,
} from "./projects.service.ts";

/** Projects: list (owners on request), create (plain, in a sprint, with tasks), read, update, delete, members (list, remove), assignees, table tasks. */
export function projectsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const params = { params: IdParamsSchema };

  // The default keys are the spec's; the owner is added only when asked for (issue 9).
  app.get("/api/projects", { schema: { querystring: ProjectListQuery } }, async (request) =>
    request.query.include === "owner"
      ? listVisibleProjectsWithOwner(ctx.db, currentUser(request).id)
      : listVisibleProjects(ctx.db, currentUser(request).id),
  );

  app.get("/api/projects/tasks", async (request) => listVisibleProjectTasks(ctx.db, currentUser(request).id));

  app.post("/api/projects", { schema: { body: CreateProjectBody } }, async (request, reply) => {
    const project = await createProject(ctx.db, currentUser(request).id, request.body);
    return reply.code(201).send(project);
  });

  app.get("/api/projects/:id", { schema: params }, async (request) =>
    getProject(ctx.db, currentUser(request).id, request.params.id),
  );

  for (const method of ["PUT", "PATCH"] as const) {
    app.route({
      method,
      url: "/api/projects/:id",
      schema: { ...params, body: UpdateProjectBody },
      handler: async (request) =>
        updateProject(ctx.db, currentUser(request).id, request.params.id, request.body),
    });
  }

  app.delete("/api/projects/:id", { schema: params }, async (request, reply) => {
    await deleteProject(ctx.db, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  app.get("/api/projects/:id/members", { schema: params }, async (request) =>
    listProjectMembers(ctx.db, currentUser(request).id, request.params.id),
  );

  app.delete(
    "/api/projects/:id/members/:userId",
    { schema: { params: ProjectMemberParams } },
    async (request, reply) => {
      const { id, userId } = request.params;
      await removeProjectMember(ctx, currentUser(request).id, id, userId, eventOrigin(request));
      return reply.code(204).send();
    },
  );

  app.get("/api/projects/:id/assignable-users", { schema: params }, async (request) =>
    listAssignableUsers(ctx.db, currentUser(request).id, request.params.id),
  );
}
