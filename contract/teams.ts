import { z } from "zod";
import { digitsAsNumber, PathIdSchema, refIdSchema } from "./common.ts";
import { PublicUserSchema } from "./users.ts";

/*
 * Departments, called teams in routes and the API (product rules §13, 'Departments list', 'Department
 * detail', sections 3, 5, 7; product rules §5, 12). Every approved user sees every department; its owner
 * and its admin members manage it; its owner is an admin member from the start.
 */

/** Path of /api/teams/{id}. */
export const TeamIdParams = z.object({ /** Department id. */ id: PathIdSchema });
export type TeamIdParams = z.output<typeof TeamIdParams>;
export type TeamIdParamsInput = z.input<typeof TeamIdParams>;
/** Path of /api/teams/{id}/members/{memberId}. */
export const TeamMemberParams = z.object({
  /** Department id. */
  id: PathIdSchema,
  /** Membership id (the member row's `id`, not the user's). */
  memberId: PathIdSchema,
});
export type TeamMemberParams = z.output<typeof TeamMemberParams>;
export type TeamMemberParamsInput = z.input<typeof TeamMemberParams>;

/** The two department roles. */
export const TEAM_ROLES = ["member", "admin"] as const;
/** A department role. */
export type TeamRole = (typeof TEAM_ROLES)[number];

/** A department role on input (case-insensitive). */
export const TeamRoleSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(TEAM_ROLES, { error: "Role must be member or admin" }),
);

/** The department name: required, 1 to 255 characters after trimming. */
export const TeamNameSchema = z
  .string({ error: "Department name is required" })
  .trim()
  .min(1, "Department name is required")
  .max(255, "Department name must be at most 255 characters");

/** The optional description: at most 10000 characters; blank counts as none. */
export const TeamDescriptionSchema = z
  .string({ error: "Description must be text" })
  .trim()
  .max(10_000, "Description must be at most 10000 characters")
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /api/teams: the Create Department form (the owner is the caller). */
export const CreateTeamBody = z.object({
  /** Department name. */
  name: TeamNameSchema,
  /** Optional description. */
  description: TeamDescriptionSchema,
});
export type CreateTeam = z.output<typeof CreateTeamBody>;
/** What the Create Department form holds. */
export type CreateTeamInput = z.input<typeof CreateTeamBody>;

/** PUT /api/teams/{id}: only the fields present change; a null description clears it. */
export const UpdateTeamBody = z.object({
  /** New name. */
  name: TeamNameSchema.optional(),
  /** New description, or null to clear. */
  description: TeamDescriptionSchema.optional(),
});
export type UpdateTeam = z.output<typeof UpdateTeamBody>;
export type UpdateTeamInput = z.input<typeof UpdateTeamBody>;

/** POST /api/teams/{id}/members: an approved user and their role (member by default). */
export const AddTeamMemberBody = z.object({
  /** The user to add (a string of digits is taken as its number). */
  userId: z.preprocess(digitsAsNumber, refIdSchema("Please select a user")),
  /** member (default) or admin. */
  role: TeamRoleSchema.default("member"),
});
export type AddTeamMember = z.output<typeof AddTeamMemberBody>;
/** What the Add Member form sends. */
export type AddTeamMemberInput = z.input<typeof AddTeamMemberBody>;

/** PUT /api/teams/{id}/members/{memberId}: the new role. */
export const UpdateTeamMemberBody = z.object({
  /** member or admin. */
  role: TeamRoleSchema,
});
export type UpdateTeamMember = z.output<typeof UpdateTeamMemberBody>;
export type UpdateTeamMemberInput = z.input<typeof UpdateTeamMemberBody>;

/** A member of a department. */
export const TeamMemberSchema = z.object({
  /** Membership id (used in /api/teams/{id}/members/{memberId}). */
  id: z.number().int(),
  /** Department id. */
  teamId: z.number().int(),
  /** The member's user id. */
  userId: z.number().int(),
  /** member or admin. */
  role: z.string(),
  /** ISO time the user joined. */
  joinedAt: z.string(),
  /** The member. */
  user: PublicUserSchema,
});
export type TeamMember = z.output<typeof TeamMemberSchema>;

/** A department with its members (oldest first; the owner first of all). */
export const TeamSchema = z.object({
  /** Department id. */
  id: z.number().int(),
  /** Name. */
  name: z.string(),
  /** Description, or null. */
  description: z.string().nullable(),
  /** The owner's user id. */
  ownerId: z.number().int(),
  /** Number of members, the owner included. */
  memberCount: z.number().int(),
  /** Members. */
  members: z.array(TeamMemberSchema),
  /** ISO creation time. */
  createdAt: z.string(),
  /** ISO time of last change. */
  updatedAt: z.string(),
});
export type Team = z.output<typeof TeamSchema>;
