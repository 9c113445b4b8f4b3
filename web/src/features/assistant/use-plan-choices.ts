import { useQuery } from "@tanstack/react-query";
import { personalTeamMembersQuery } from "@/api/assistant";
import { useCurrentUser } from "@/api/auth";
import { departmentsQuery } from "@/api/reports";
import { COMMON, defineMessages, useT } from "@/i18n";
import { displayName } from "@/lib/user";
import type { Choice } from "./plan-task-item";

const MESSAGES = defineMessages({
  you: { id: "assistant.choices.you", defaultMessage: "{name} (You)" },
  noDepartment: { id: "assistant.choices.noDepartment", defaultMessage: "No Department" },
});

/** The assignee (you first, then your team's registered members) and department choices for the plan's tasks. */
export function usePlanChoices(enabled: boolean): { assignees: Choice[]; departments: Choice[] } {
  const t = useT();
  const { data: user } = useCurrentUser();
  const members = useQuery({ ...personalTeamMembersQuery, enabled });
  const departments = useQuery({ ...departmentsQuery, enabled });
  const assignees: Choice[] = [
    { value: "unassigned", label: t(COMMON.unassigned) },
    ...(user ? [{ value: String(user.id), label: t(MESSAGES.you, { name: displayName(user) }) }] : []),
    ...(members.data ?? []).flatMap((m) => {
      const id = m.invitedUserId ?? m.user?.id;
      if (!id || id === user?.id || (m.isRegistered === false && !m.user)) return [];
      const name = displayName({
        id,
        firstName: m.firstName ?? m.user?.firstName,
        lastName: m.lastName ?? m.user?.lastName,
        email: m.user?.email ?? m.invitedEmail,
      });
      return [{ value: String(id), label: name }];
    }),
  ];
  const departmentChoices: Choice[] = [
    { value: "none", label: t(MESSAGES.noDepartment) },
    ...(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
  ];
  return { assignees, departments: departmentChoices };
}
