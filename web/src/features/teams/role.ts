import type { TeamRole } from "@contract/teams";

/** How each department role is shown. */
export const ROLE_LABELS: Record<TeamRole, string> = { member: "Member", admin: "Admin" };

/** The label of a stored role (unknown values shown as they are). */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role as TeamRole] ?? role;
}
