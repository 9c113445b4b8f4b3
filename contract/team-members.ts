import { z } from "zod";
import { digitsAsNumber, PathIdSchema, refIdSchema } from "./common.ts";
import { PublicUserSchema } from "./users.ts";

/*
 * Personal team members (product rules §13, 'Team Members', sections 3, 5, 7; product rules §5, 8): the people a
 * user invited by email. They belong to that user alone. An invitee who registers with the invited
 * address is approved at once and shown as Registered; the inviter is notified.
 */

/** Path of /api/personal-team-members/{id}. */
export const PersonalTeamMemberIdParams = z.object({
  /** Invitation id. */
  id: PathIdSchema,
});
export type PersonalTeamMemberIdParams = z.output<typeof PersonalTeamMemberIdParams>;
export type PersonalTeamMemberIdParamsInput = z.input<typeof PersonalTeamMemberIdParams>;

/** The message for a blank invitation email (product rules §14). */
export const EMPTY_INVITE_EMAIL_MESSAGE = "Please enter an email address";

/** A department id, or null for none; the form's 'none' (and an empty string) mean none; digits count. */
const DepartmentIdSchema = z.preprocess(
  (v) => (v === "none" || v === "" ? null : digitsAsNumber(v)),
  refIdSchema("Department must be a department id or null").nullable(),
);

/** POST /api/personal-team-members: whom to invite, and optionally their department. */
export const InviteTeamMemberBody = z.object({
  /** The invitee's address; trimmed and lower-cased. */
  email: z
    .string({ error: EMPTY_INVITE_EMAIL_MESSAGE })
    .trim()
    .min(1, EMPTY_INVITE_EMAIL_MESSAGE)
    .toLowerCase()
    .max(255, "Email must be at most 255 characters")
    .pipe(z.email({ error: "Please enter a valid email address" })),
  /** Department to file them under, or null/absent for none. */
  departmentId: DepartmentIdSchema.optional(),
});
export type InviteTeamMember = z.output<typeof InviteTeamMemberBody>;
/** What the Invite Team Member form sends. */
export type InviteTeamMemberInput = z.input<typeof InviteTeamMemberBody>;

/** PATCH /api/personal-team-members/{id}: the department, or null for none. */
export const UpdateTeamMemberDepartmentBody = z.object({
  /** New department id, or null to clear. */
  departmentId: DepartmentIdSchema.optional(),
});
export type UpdateTeamMemberDepartment = z.output<typeof UpdateTeamMemberDepartmentBody>;
export type UpdateTeamMemberDepartmentInput = z.input<typeof UpdateTeamMemberDepartmentBody>;

/** One of the user's invited team members. */
export const PersonalTeamMemberSchema = z.object({
  /** Invitation id. */
  id: z.number().int(),
  /** The address invited. */
  invitedEmail: z.string(),
  /** ISO time of the invitation. */
  invitedAt: z.string(),
  /** `approved` (the default; whether they registered is `isRegistered`). */
  status: z.string(),
  /** Whether an account with this address exists and is linked. */
  isRegistered: z.boolean(),
  /** The account's given name, when registered. */
  firstName: z.string().nullable(),
  /** The account's family name, when registered. */
  lastName: z.string().nullable(),
  /** The registered account's user id, or null. */
  invitedUserId: z.number().int().nullable(),
  /** The registered account, or null. */
  user: PublicUserSchema.nullable(),
  /** The department filed under, or null. */
  departmentId: z.number().int().nullable(),
  /** That department's id and name, or null. */
  department: z
    .object({ /** Department id. */ id: z.number().int(), /** Name. */ name: z.string() })
    .nullable(),
});
export type PersonalTeamMember = z.output<typeof PersonalTeamMemberSchema>;
