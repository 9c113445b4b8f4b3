import type {
  AddTeamMemberInput,
  CreateTeamInput,
  Team,
  TeamMember,
  TeamRole,
  UpdateTeam,
} from "@contract/teams";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** The key root of every department query. */
export const teamsKey = [...rootKeys.teams] as const;

/** GET /api/teams: every department by name, with members. */
export const teamsQuery = queryOptions({
  queryKey: [...teamsKey, "list"],
  queryFn: () => getJson<Team[]>("/api/teams"),
});

/** GET /api/teams/{id}: one department with its members. */
export function teamQuery(id: number) {
  return queryOptions({
    queryKey: [...teamsKey, "detail", id],
    queryFn: () => getJson<Team>(`/api/teams/${id}`),
  });
}

/** Departments changed: the list, the details and the team members page (department names). */
function invalidateTeams(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamsKey }),
    queryClient.invalidateQueries({ queryKey: [...rootKeys.teamMembers] }),
  ]);
}

/** POST /api/teams: a new department; the creator becomes its admin member. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: CreateTeamInput) => sendJson<Team>("POST", "/api/teams", body),
    onSuccess: () => invalidateTeams(queryClient),
  });
}

/** PUT /api/teams/{id}: renames or re-describes a department (its owner and admins). */
export function useUpdateTeam(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeam) => sendJson<Team>("PUT", `/api/teams/${teamId}`, body),
    onSuccess: (team) => {
      queryClient.setQueryData(teamQuery(teamId).queryKey, team);
      return invalidateTeams(queryClient);
    },
  });
}

/** DELETE /api/teams/{id}: deletes a department and its memberships (its owner only). */
export function useDeleteTeam(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<void>("DELETE", `/api/teams/${teamId}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: teamQuery(teamId).queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...teamsKey, "list"] }),
        queryClient.invalidateQueries({ queryKey: [...rootKeys.teamMembers] }),
      ]);
    },
  });
}

/** POST /api/teams/{id}/members: adds a user with a role (owner and admins). */
export function useAddTeamMember(teamId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: AddTeamMemberInput) =>
      sendJson<TeamMember>("POST", `/api/teams/${teamId}/members`, body),
    onSuccess: () => invalidateTeams(queryClient),
  });
}

/** PUT /api/teams/{id}/members/{memberId}: a new role, shown at once and rolled back on failure. */
export function useUpdateTeamMemberRole(teamId: number) {
  const queryClient = useQueryClient();
  const key = teamQuery(teamId).queryKey;
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: number; role: TeamRole }) =>
      sendJson<TeamMember>("PUT", `/api/teams/${teamId}/members/${memberId}`, { role }),
    onMutate: async ({ memberId, role }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (team) =>
        team ? { ...team, members: team.members.map((m) => (m.id === memberId ? { ...m, role } : m)) } : team,
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => invalidateTeams(queryClient),
  });
}

/** DELETE /api/teams/{id}/members/{memberId} (owner and admins). */
export function useRemoveTeamMember(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => sendJson<void>("DELETE", `/api/teams/${teamId}/members/${memberId}`),
    onSuccess: () => invalidateTeams(queryClient),
  });
}
