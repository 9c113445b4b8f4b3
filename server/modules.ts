import type { FastifyInstance } from "fastify";
import { activityRoutes } from "./modules/activity/activity.routes.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { apiTokensRoutes } from "./modules/api-tokens/api-tokens.routes.ts";
import { assistantRoutes } from "./modules/assistant/assistant.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { backlogRoutes } from "./modules/backlog/backlog.routes.ts";
import { boardsRoutes } from "./modules/boards/boards.routes.ts";
import { ceremoniesRoutes } from "./modules/ceremonies/ceremonies.routes.ts";
import { chatRoutes } from "./modules/chat/chat.routes.ts";
import { commentsRoutes } from "./modules/comments/comments.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { emailRoutes } from "./modules/email/email.routes.ts";
import { filesRoutes } from "./modules/files/files.routes.ts";
import { importsRoutes } from "./modules/imports/imports.routes.ts";
import { linksRoutes } from "./modules/links/links.routes.ts";
import { myTasksRoutes } from "./modules/my-tasks/my-tasks.routes.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { profileRoutes } from "./modules/profile/profile.routes.ts";
import { projectsRoutes } from "./modules/projects/projects.routes.ts";
import { realtimeRoutes } from "./modules/realtime/realtime.routes.ts";
import { reportsRoutes } from "./modules/reports/reports.routes.ts";
import { inboundRoutes } from "./modules/repositories/inbound.routes.ts";
import { repositoriesRoutes } from "./modules/repositories/repositories.routes.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { slackRoutes } from "./modules/slack/slack.routes.ts";
import { sprintGoalsRoutes } from "./modules/sprint-goals/sprint-goals.routes.ts";
import { sprintsRoutes } from "./modules/sprints/sprints.routes.ts";
import { ssoRoutes } from "./modules/sso/sso.routes.ts";
import { statusesRoutes } from "./modules/statuses/statuses.routes.ts";
import { systemRoutes } from "./modules/system/system.routes.ts";
import { taskListsRoutes } from "./modules/task-lists/task-lists.routes.ts";
import { tasksRoutes } from "./modules/tasks/tasks.routes.ts";
import { teamMembersRoutes } from "./modules/team-members/team-members.routes.ts";
import { teamsRoutes } from "./modules/teams/teams.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { watchersRoutes } from "./modules/watchers/watchers.routes.ts";
import { webhooksRoutes } from "./modules/webhooks/webhooks.routes.ts";
import type { AppContext } from "./platform/context.ts";

/**
 * The modules in the order they are registered, each with the tag that groups its operations in the
 * API reference (`/api/docs`).
 */
export const MODULES: [tag: string, routes: (api: FastifyInstance, ctx: AppContext) => void][] = [
  ["System", systemRoutes],
  ["Auth", authRoutes],
  ["Single sign-on", ssoRoutes],
  ["Boards", boardsRoutes],
  ["Tasks", tasksRoutes],
  ["Statuses", statusesRoutes],
  ["Realtime", realtimeRoutes],
  ["Administration", adminRoutes],
  ["Users", usersRoutes],
  ["Sprints", sprintsRoutes],
  ["Sprint goals", sprintGoalsRoutes],
  ["Backlog", backlogRoutes],
  ["Ceremonies", ceremoniesRoutes],
  ["Chat", chatRoutes],
  ["Projects", projectsRoutes],
  ["Dashboard", dashboardRoutes],
  ["Tasks", taskListsRoutes],
  ["Tasks", myTasksRoutes],
  ["Reports", reportsRoutes],
  ["AI assistant", assistantRoutes],
  ["Comments", commentsRoutes],
  ["Watchers", watchersRoutes],
  ["Links", linksRoutes],
  ["Files", filesRoutes],
  ["Departments", teamsRoutes],
  ["Team members", teamMembersRoutes],
  ["Notifications", notificationsRoutes],
  ["Profile", profileRoutes],
  ["Email", emailRoutes],
  ["API tokens", apiTokensRoutes],
  ["Chat workspace (Slack)", slackRoutes],
  ["Search", searchRoutes],
  ["Import and export", importsRoutes],
  ["Webhooks", webhooksRoutes],
  ["Task history", activityRoutes],
  ["Repositories", repositoriesRoutes],
  ["Repositories", inboundRoutes],
];
