import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema, NoContentSchema } from "../../../contract/common.ts";
import {
  CreateProjectBody,
  ProjectListQuery,
  ProjectListSchema,
  ProjectMemberParams,
  ProjectMemberSchema,
  ProjectSchema,
  ProjectTasksQuery,
  ProjectTasksSchema,
  UpdateProjectBody,
} from "../../../contract/projects.ts";
import { PublicUserSchema } from "../../../contract/users.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { eventOrigin, requestVia } from "../../platform/realtime.ts";
import { createProject } from "./project-create.service.ts";
import { removeProjectMember } from "./project-member-removal.service.ts";
import { listAssignableUsers, listProjectMembers } from "./project-members.service.ts";
import { listProjectTaskPage } from "./project-task-page.service.ts";
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

  // The default keys are the documented; the owner is added only when asked for (issue 9).
  app.get(
    "/api/projects",
    { schema: { querystring: ProjectListQuery, response: { 200: ProjectListSchema } } },
    async (request) =>
      request.query.include === "owner"
        ? listVisibleProjectsWithOwner(ctx.db, currentUser(request).id)
        : listVisibleProjects(ctx.db, currentUser(request).id),
  );

  // Without parameters every task in full, as the documented call; with any, one page of the Table view
  // (issue 14), its counts in headers so the body stays a list.
  const tasks = { querystring: ProjectTasksQuery, response: { 200: ProjectTasksSchema } };
  app.get("/api/projects/tasks", { schema: tasks }, async (request, reply) => {
    const userId = currentUser(request).id;
    if (Object.values(request.query).every((v) => v === undefined))
      return listVisibleProjectTasks(ctx.db, userId);
    const page = await listProjectTaskPage(ctx.db, userId, request.query);
    reply.header("x-total-count", String(page.total)).header("x-completed-count", String(page.completed));
    return page.tasks;
  });

  app.post(
    "/api/projects",
    { schema: { body: CreateProjectBody, response: { 201: ProjectSchema } } },
    async (request, reply) => {
      const project = await createProject(
        ctx.db,
        currentUser(request).id,
        request.body,
        requestVia(request, { kind: "assistant", name: null }),
      );
      return reply.code(201).send(project);
    },
  );

  app.get("/api/projects/:id", { schema: { ...params, response: { 200: ProjectSchema } } }, async (request) =>
    getProject(ctx.db, currentUser(request).id, request.params.id),
  );

  app.route({
    method: ["PUT", "PATCH"],
    url: "/api/projects/:id",
    schema: { ...params, body: UpdateProjectBody, response: { 200: ProjectSchema } },
    handler: async (request) =>
      updateProject(ctx.db, currentUser(request).id, request.params.id, request.body),
  });

  const none = { 204: NoContentSchema };
  app.delete("/api/projects/:id", { schema: { ...params, response: none } }, async (request, reply) => {
    await deleteProject(ctx.db, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  app.get(
    "/api/projects/:id/members",
    { schema: { ...params, response: { 200: z.array(ProjectMemberSchema) } } },
    async (request) => listProjectMembers(ctx.db, currentUser(request).id, request.params.id),
  );

  app.delete(
    "/api/projects/:id/members/:userId",
    { schema: { params: ProjectMemberParams, response: none } },
    async (request, reply) => {
      const { id, userId } = request.params;
      await removeProjectMember(ctx, currentUser(request).id, id, userId, eventOrigin(request));
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/projects/:id/assignable-users",
    { schema: { ...params, response: { 200: z.array(PublicUserSchema) } } },
    async (request) => listAssignableUsers(ctx.db, currentUser(request).id, request.params.id),
  );
}
