import type { InviteTeamMemberInput, PersonalTeamMember } from "@contract/team-members";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** The key of the user's invited team members. */
export const teamMembersKey = [...rootKeys.teamMembers] as const;

/** GET /api/personal-team-members: the user's invitees, newest first. */
export const teamMembersQuery = queryOptions({
  queryKey: teamMembersKey,
  queryFn: () => getJson<PersonalTeamMember[]>("/api/personal-team-members"),
});

/** The invitees changed: the list, and the assignee choices that include registered team members. */
function invalidateTeamMembers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamMembersKey }),
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes("assignable-users") }),
  ]);
}

/** POST /api/personal-team-members: invites an email (mailed unless already registered). */
export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: InviteTeamMemberInput) =>
      sendJson<PersonalTeamMember>("POST", "/api/personal-team-members", body),
    onSuccess: () => invalidateTeamMembers(queryClient),
  });
}

/** PATCH /api/personal-team-members/{id}: files the invitee under a department, or none. */
export function useUpdateTeamMemberDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, departmentId }: { id: number; departmentId: number | null }) =>
      sendJson<PersonalTeamMember>("PATCH", `/api/personal-team-members/${id}`, { departmentId }),
    onSuccess: (member) =>
      queryClient.setQueryData<PersonalTeamMember[]>(teamMembersKey, (all) =>
        all?.map((m) => (m.id === member.id ? member : m)),
      ),
  });
}

/** DELETE /api/personal-team-members/{id}. */
export function useRemovePersonalTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<void>("DELETE", `/api/personal-team-members/${id}`),
    onSuccess: () => invalidateTeamMembers(queryClient),
  });
}
