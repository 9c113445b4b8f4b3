/**
 * The root of every query key (issue 10: keys come only from factories). Each resource's file
 * builds its keys on its root here, so a prefix invalidation (`rootKeys.tasks`: every task list)
 * reaches every key under it and no two files spell a root differently. A key that starts with a
 * string of its own anywhere else fails keys.test.ts.
 */
export const rootKeys = {
  /** Task history: a task's entries and a project's feed (product rules §32). */
  activity: ["activity"],
  admin: ["admin"],
  aiStatus: ["ai-status"],
  auth: ["auth"],
  boards: ["boards"],
  /** A sprint's ceremony templates and review (product rules §22). */
  ceremonies: ["ceremonies"],
  /** Team chat: also the `scope` of its resync events. */
  chat: ["chat"],
  /** Task checklists (product rules §24). */
  checklists: ["checklists"],
  comments: ["comments"],
  config: ["config"],
  customStatuses: ["custom-statuses"],
  dashboard: ["dashboard"],
  /** A task's branches, commits and pull requests (product rules §34). */
  development: ["development"],
  /** Links between tasks: a task's and a project's (product rules §36). */
  links: ["links"],
  projects: ["projects"],
  reports: ["reports"],
  /** Retros; also the scope of their real-time events (retro_...). */
  retro: ["retro"],
  slack: ["slack"],
  sprints: ["sprints"],
  /** Standups; also the scope of their real-time events (standup_...). */
  standup: ["standup"],
  /** Every list of tasks across projects: My Tasks, the calendar, the sidebar's recent tasks. */
  tasks: ["tasks"],
  teamMembers: ["personal-team-members"],
  teams: ["teams"],
  /** The signed-in user's own data: notifications, settings, open tasks, recent activity. */
  user: ["user"],
  users: ["users"],
  /** Task watchers and the caller's watched tasks (product rules 'Watchers'). */
  watchers: ["watchers"],
} as const;
