import type { Entry } from "./entry.ts";
import {
  freshApiToken,
  freshInvite,
  freshResetToken,
  freshSession,
  freshStatus,
  freshTeam,
  freshUnsubscribeToken,
  freshUser,
} from "./fresh.ts";
import { adminOnly, approved, department, everyone, ownedBy, pendingToo } from "./roles.ts";
import { AI_KEY, avatarUpload, PASSWORD, saveSlack, slackBody } from "./world.ts";

const AI_FORM = {
  projectName: "Matrix portal",
  projectDescription: "A portal planned by the access matrix test.",
  timeline: "3 months",
  teamSize: 5,
};

/** Rows for system, auth, admin, the assistant, users, departments, statuses, team members, notifications, Slack. */
export const accountRows: Entry[] = [
  { route: "GET /api/health", expect: everyone(200) },
  { route: "GET /api/health/ready", expect: everyone(200) },
  { route: "GET /api/config", expect: everyone(200) },
  { route: "GET /api/openapi.json", expect: everyone(200) },
  { route: "GET /ws", socket: true, expect: approved(101) },

  { route: "GET /api/auth/user", expect: pendingToo(200) },
  { route: "GET /api/auth/captcha/challenge", expect: everyone(200) },
  // Single sign-on is off in the matrix's app: both routes send every caller to the login page.
  { route: "GET /api/auth/oidc/start", expect: everyone(302), call: () => ({ query: "next=%2Fteams" }) },
  { route: "GET /api/auth/oidc/callback", expect: everyone(302), call: () => ({ query: "code=x&state=y" }) },
  {
    route: "POST /api/auth/register",
    expect: everyone(201),
    call: (w) => {
      const email = `new${w.unique()}@example.test`;
      return {
        body: { email, firstName: "New", lastName: "User", password: PASSWORD, confirmPassword: PASSWORD },
      };
    },
  },
  {
    route: "POST /api/auth/login",
    expect: everyone(200),
    call: (w) => ({ body: { email: w.spare.email, password: PASSWORD } }),
  },
  {
    route: "POST /api/auth/logout",
    expect: everyone(204),
    call: async (w, role) => ({ cookie: await freshSession(w, role) }),
  },
  {
    route: "POST /api/auth/forgot-password",
    expect: everyone(200),
    call: (w) => ({ body: { email: w.spare.email } }),
  },
  {
    route: "POST /api/auth/reset-password",
    expect: everyone(200),
    call: async (w) => ({ body: { token: await freshResetToken(w), newPassword: PASSWORD } }),
  },

  { route: "GET /api/admin/users", expect: adminOnly(200) },
  {
    route: "PATCH /api/admin/users/:id/approve",
    expect: adminOnly(200),
    call: async (w) => ({ params: { id: await freshUser(w, false) } }),
  },
  {
    route: "DELETE /api/admin/users/:id",
    expect: adminOnly(204),
    call: async (w) => ({ params: { id: await freshUser(w, true) } }),
  },
  { route: "GET /api/admin/openai-key", expect: adminOnly(200) },
  { route: "POST /api/admin/openai-key", expect: adminOnly(200), call: () => ({ body: { apiKey: AI_KEY } }) },
  { route: "GET /api/ai/status", expect: approved(200) },
  { route: "POST /api/ai/generate-project", expect: approved(200), call: () => ({ body: AI_FORM }) },

  { route: "GET /api/users", expect: approved(200) },
  { route: "GET /api/user/recent-activity", expect: approved(200) },
  { route: "GET /api/user/tasks", expect: approved(200) },
  {
    route: "PATCH /api/user/profile",
    expect: approved(200),
    call: (w, role) => ({ body: { firstName: role === "signedOut" ? "X" : w.users[role].firstName } }),
  },
  { route: "PATCH /api/user/theme", expect: approved(200), call: () => ({ body: { theme: "system" } }) },
  {
    route: "PATCH /api/user/password",
    expect: approved(200),
    call: () => ({ body: { currentPassword: PASSWORD, newPassword: PASSWORD } }),
  },
  {
    route: "POST /api/user/avatar",
    expect: approved(200),
    call: (w, role) => avatarUpload(role === "signedOut" ? null : w.users[role].cookie),
  },
  { route: "GET /api/user/notifications", expect: approved(200) },
  { route: "GET /api/user/notifications/unread-count", expect: approved(200) },
  { route: "GET /api/user/notification-preferences", expect: approved(200) },
  {
    route: "PATCH /api/user/notification-preferences",
    expect: approved(200),
    call: () => ({ body: { taskAssignments: true } }),
  },
  { route: "GET /api/user/notification-settings", expect: approved(200) },
  {
    route: "PATCH /api/user/notification-settings",
    expect: approved(200),
    call: () => ({ body: { writeUpdateOnOwnItem: true } }),
  },
  { route: "GET /api/user/email-preferences", expect: approved(200) },
  {
    route: "PUT /api/user/email-preferences",
    expect: approved(200),
    call: () => ({ body: { digestHour: 9, kinds: { task_completed: "immediately" } } }),
  },
  // The unsubscribe link works for anyone holding it, signed in or not: the token is the authority.
  {
    route: "GET /api/email/unsubscribe",
    expect: everyone(200),
    call: (w) => ({ query: `token=${encodeURIComponent(freshUnsubscribeToken(w))}` }),
  },
  {
    route: "POST /api/email/unsubscribe",
    expect: everyone(200),
    call: (w) => ({ query: `token=${encodeURIComponent(freshUnsubscribeToken(w))}` }),
  },
  { route: "PATCH /api/notifications/mark-all-read", expect: approved(200) },
  {
    route: "PATCH /api/notifications/:id/read",
    expect: ownedBy("member", 200),
    call: (w) => ({ params: { id: w.notificationId } }),
  },

  // The department is the owner's; deptAdmin is an admin of it, member a plain member.
  { route: "GET /api/teams", expect: approved(200) },
  { route: "POST /api/teams", expect: approved(201), call: () => ({ body: { name: "Matrix department" } }) },
  { route: "GET /api/teams/:id", expect: approved(200), call: (w) => ({ params: { id: w.teamId } }) },
  ...["PUT", "PATCH"].flatMap((m): Entry[] => [
    {
      route: `${m} /api/teams/:id`,
      expect: department(200, ["owner", "deptAdmin"]),
      call: (w) => ({ params: { id: w.teamId }, body: { description: "Edited by the matrix" } }),
    },
    {
      route: `${m} /api/teams/:id/members/:memberId`,
      expect: department(200, ["owner", "deptAdmin"]),
      call: (w) => ({ params: { id: w.teamId, memberId: w.teamMemberId }, body: { role: "member" } }),
    },
  ]),
  {
    route: "DELETE /api/teams/:id",
    expect: department(204, ["owner"]),
    call: async (w) => ({ params: { id: (await freshTeam(w)).teamId } }),
  },
  {
    route: "POST /api/teams/:id/members",
    expect: department(201, ["owner", "deptAdmin"]),
    call: async (w) => ({
      params: { id: (await freshTeam(w)).teamId },
      body: { userId: w.users.outsider.id },
    }),
  },
  {
    route: "DELETE /api/teams/:id/members/:memberId",
    expect: department(204, ["owner", "deptAdmin"]),
    call: async (w) => {
      const { teamId, memberRowId } = await freshTeam(w);
      return { params: { id: teamId, memberId: memberRowId } };
    },
  },

  // Custom statuses and personal team members belong to one user: the world's are the owner's.
  { route: "GET /api/custom-statuses", expect: approved(200) },
  {
    route: "POST /api/custom-statuses",
    expect: approved(201),
    call: (w) => ({ body: { name: `Matrix ${w.unique()}` } }),
  },
  ...["PUT", "PATCH"].map(
    (m): Entry => ({
      route: `${m} /api/custom-statuses/:id`,
      expect: ownedBy("owner", 200),
      call: (w) => ({ params: { id: w.statusId }, body: { color: "purple" } }),
    }),
  ),
  {
    route: "GET /api/custom-statuses/:id/usage",
    expect: ownedBy("owner", 200),
    call: (w) => ({ params: { id: w.statusId } }),
  },
  {
    // Only the caller's own statuses can be ordered: one id of the owner's is never a full order,
    // so every approved caller gets 400 (the happy path is in statuses.test.ts).
    route: "PUT /api/custom-statuses/order",
    expect: approved(400),
    call: (w) => ({ body: { ids: [w.statusId] } }),
  },
  {
    route: "DELETE /api/custom-statuses/:id",
    expect: ownedBy("owner", 204),
    call: async (w) => ({ params: { id: await freshStatus(w) } }),
  },
  { route: "GET /api/personal-team-members", expect: approved(200) },
  {
    route: "POST /api/personal-team-members",
    expect: approved(201),
    call: (w) => ({ body: { email: `invitee${w.unique()}@example.test` } }),
  },
  ...["PUT", "PATCH"].map(
    (m): Entry => ({
      route: `${m} /api/personal-team-members/:id`,
      expect: ownedBy("owner", 200),
      call: (w) => ({ params: { id: w.inviteId }, body: { departmentId: w.teamId } }),
    }),
  ),
  {
    route: "DELETE /api/personal-team-members/:id",
    expect: ownedBy("owner", 204),
    call: async (w) => ({ params: { id: await freshInvite(w) } }),
  },

  // Personal API tokens: each user's own (a pending account has no API).
  { route: "GET /api/user/tokens", expect: approved(200) },
  {
    route: "POST /api/user/tokens",
    expect: approved(201),
    call: (w) => ({ body: { name: `Matrix ${w.unique()}`, scope: "read" } }),
  },
  {
    route: "DELETE /api/user/tokens/:id",
    expect: ownedBy("owner", 204),
    call: async (w) => ({ params: { id: await freshApiToken(w) } }),
  },

  // Every approved role has its own chat integration (against the fake Slack).
  { route: "GET /api/slack/integration", expect: approved(200) },
  { route: "GET /api/slack/channels", expect: approved(200) },
  {
    route: "POST /api/slack/integration",
    expect: approved(201),
    call: (_w, role) => ({ body: slackBody(role) }),
  },
  { route: "PUT /api/slack/integration", expect: approved(200), call: () => ({ body: { isActive: true } }) },
  { route: "POST /api/slack/test", expect: approved(200) },
  {
    route: "DELETE /api/slack/integration",
    expect: approved(204),
    call: async (w, role) => {
      if (role !== "signedOut" && role !== "pending") await saveSlack(w.t, w.users[role], role);
      return {};
    },
  },
];
