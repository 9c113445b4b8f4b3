/**
 * Every PostgreSQL advisory-lock key the app takes, in one table so that no two uses share a key
 * by accident. Keys are process-wide across the database: a new lock gets a new number here.
 */
export const ADVISORY_LOCKS = {
  /** Held (session lock) while one process applies migrations (db/migrate.ts). */
  migrations: 7_410_001,
  /** Serialises registrations, so exactly one first account becomes super administrator. */
  register: 7_410_002,
  /** The hourly purge of expired sessions: one process does each run (platform/jobs.ts). */
  sessionCleanup: 7_410_100,
  /** The deadline-reminder run: one process does each run (platform/jobs.ts). */
  deadlineReminders: 7_410_101,
  /** The daily standup-reminder run: one process does each run (platform/jobs.ts). */
  standupReminders: 7_410_102,
  /** The daily-digest run: one process queues each run's digests (platform/jobs.ts). */
  mailDigest: 7_410_103,
  /** The daily purge of old sent mail from the outbox (platform/jobs.ts). */
  mailCleanup: 7_410_104,
  /** First half of the two-key lock serialising one user's status changes (second: the user id). */
  userStatuses: 7_410_301,
  /** First half of the two-key lock serialising one person's chat mentions (second: their id). */
  chatMentions: 7_410_501,
  /** First half of the two-key lock serialising notifications about one task to its watchers (second: its id). */
  taskWatchNotices: 7_410_601,
  /** Serialises link writes (transaction lock), so two requests cannot build a blocking cycle (modules/links). */
  taskLinks: 7_410_801,
  /** First half of the two-key lock serialising one project's task-hierarchy changes (second: its id). */
  taskHierarchy: 7_410_701,
  /** Serialises project-key allocation (transaction lock, taken by the SQL function sb_project_key). */
  projectKeys: 7_410_401,
} as const;
