import { z } from "zod";
import { PathIdSchema, refIdSchema } from "./common.ts";

/*
 * Links between tasks (issue 23, product rules §36): blocks / is blocked by, relates to, duplicates /
 * is duplicated by. Routes: POST and GET /api/tasks/{id}/links, DELETE /api/task-links/{id},
 * GET /api/projects/{id}/links (the links among a project's tasks, for the Gantt).
 */

/** The types a link is stored as (its canonical direction: source blocks / duplicates / relates target). */
export const STORED_LINK_TYPES = ["blocks", "relates", "duplicates"] as const;
/** One of `STORED_LINK_TYPES`. */
export type StoredLinkType = (typeof STORED_LINK_TYPES)[number];

/** A link's type as read from one task's side. */
export const LINK_TYPES = ["blocks", "blocked_by", "relates", "duplicates", "duplicated_by"] as const;
/** One of `LINK_TYPES`. */
export type LinkType = (typeof LINK_TYPES)[number];

/** Path of /api/task-links/{id}. */
export const LinkIdParams = z.object({ /** Link id. */ id: PathIdSchema });
export type LinkIdParams = z.output<typeof LinkIdParams>;

/** POST /api/tasks/{id}/links: link the task in the path to `taskId`. */
export const CreateLinkBody = z.object({
  /** The link from the path task's side: `blocks` means the path task blocks `taskId`. */
  type: z.enum(LINK_TYPES, { error: `Type must be one of ${LINK_TYPES.join(", ")}` }),
  /** The other task's id. */
  taskId: refIdSchema("taskId must be a task id"),
});
export type CreateLinkBody = z.output<typeof CreateLinkBody>;
export type CreateLinkBodyInput = z.input<typeof CreateLinkBody>;

/** The other end of a link as a reader may see it. */
export const LinkedTaskSchema = z.object({
  /** Task id. */
  id: z.number().int(),
  /** Its key, e.g. `WEB-12`. */
  key: z.string(),
  /** Its title. */
  title: z.string(),
  /** Its status (column id). */
  status: z.string(),
  /** Its project. */
  projectId: z.number().int(),
  /** When it entered its completed column, or null (not done). */
  completedAt: z.string().nullable(),
});
export type LinkedTask = z.output<typeof LinkedTaskSchema>;

/** A link from one task's side. */
export const TaskLinkSchema = z.object({
  /** Link id (for DELETE /api/task-links/{id}). */
  id: z.number().int(),
  /** The type from this task's side. */
  type: z.enum(LINK_TYPES),
  /** The other task, or null when the reader may not see it ('a task you cannot open'). */
  task: LinkedTaskSchema.nullable(),
});
export type TaskLink = z.output<typeof TaskLinkSchema>;

/** GET /api/tasks/{id}/links. */
export const TaskLinksSchema = z.array(TaskLinkSchema);

/** A link among a project's tasks, in its canonical direction (GET /api/projects/{id}/links). */
export const ProjectLinkSchema = z.object({
  /** Link id. */
  id: z.number().int(),
  /** blocks, relates or duplicates. */
  type: z.enum(STORED_LINK_TYPES),
  /** The task that blocks, duplicates or relates (the lower id for relates). */
  sourceTaskId: z.number().int(),
  /** The task that is blocked, duplicated or related. */
  targetTaskId: z.number().int(),
});
export type ProjectLink = z.output<typeof ProjectLinkSchema>;

/** GET /api/projects/{id}/links. */
export const ProjectLinksSchema = z.array(ProjectLinkSchema);

/** Stores a link typed from one side in its canonical direction. */
export function canonicalLink(
  fromTaskId: number,
  type: LinkType,
  otherTaskId: number,
): { sourceTaskId: number; targetTaskId: number; type: StoredLinkType } {
  switch (type) {
    case "blocks":
      return { sourceTaskId: fromTaskId, targetTaskId: otherTaskId, type: "blocks" };
    case "blocked_by":
      return { sourceTaskId: otherTaskId, targetTaskId: fromTaskId, type: "blocks" };
    case "duplicates":
      return { sourceTaskId: fromTaskId, targetTaskId: otherTaskId, type: "duplicates" };
    case "duplicated_by":
      return { sourceTaskId: otherTaskId, targetTaskId: fromTaskId, type: "duplicates" };
    case "relates":
      return {
        sourceTaskId: Math.min(fromTaskId, otherTaskId),
        targetTaskId: Math.max(fromTaskId, otherTaskId),
        type: "relates",
      };
  }
}

/** The type of a stored link as read from `taskId`'s side. */
export function linkTypeFrom(link: { sourceTaskId: number; type: StoredLinkType }, taskId: number): LinkType {
  if (link.type === "relates") return "relates";
  if (link.sourceTaskId === taskId) return link.type;
  return link.type === "blocks" ? "blocked_by" : "duplicated_by";
}
