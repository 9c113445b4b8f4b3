import type { PublicUser } from "./users.ts";

/** A task of GET /api/tasks/user: assigned to the signed-in user, with its project and assignee. */
export type MyTask = {
  /** Task id. */
  id: number;
  /** Board the task is on. */
  boardId: number;
  /** Project of the board. */
  projectId: number;
  /** Title. */
  title: string;
  /** Description or null. */
  description: string | null;
  /** Status value (board column). */
  status: string;
  /** high, medium or low. */
  priority: string;
  /** Assignee id (the signed-in user). */
  assignedTo: number | null;
  /** The assignee's public profile. */
  assignee: PublicUser | null;
  /** ISO due date or null. */
  dueDate: string | null;
  /** Percent complete, 0-100. */
  progress: number;
  /** Order within its column. */
  position: number;
  /** Labels. */
  tags: string[];
  /** ISO completion time or null. */
  completedAt: string | null;
  /** Creator's user id or null. */
  createdBy: number | null;
  /** Number of comments, replies included. */
  commentCount: number;
  /** ISO creation time. */
  createdAt: string;
  /** ISO time of last change. */
  updatedAt: string;
  /** The task's project; `ownerId` decides who sees the edit button. */
  project: { id: number; name: string; ownerId: number };
};
