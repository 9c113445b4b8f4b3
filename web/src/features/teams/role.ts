import type { TeamRole } from "@contract/teams";
import type { MessageDescriptor, Translate } from "@/i18n";
import { TEAMS } from "./messages";

/** How each department role is shown. */
export const ROLE_LABELS: Record<TeamRole, MessageDescriptor> = { member: TEAMS.member, admin: TEAMS.admin };

/** The label of a stored role in the language shown (unknown values shown as they are). */
export function roleLabel(t: Translate, role: string): string {
  const label = ROLE_LABELS[role as TeamRole];
  return label ? t(label) : role;
}
