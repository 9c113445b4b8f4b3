import type { AssistantStatus, GeneratedProject, GenerateProjectInput } from "@contract/assistant";
import { queryOptions } from "@tanstack/react-query";
import { errorStatus, getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** One of the user's invited team members, as the assistant's assignee select needs it. */
export interface TeamMemberOption {
  id: number;
  invitedEmail: string;
  isRegistered?: boolean;
  invitedUserId?: number | null;
  firstName?: string | null;
  lastName?: string | null;
  user?: { id: number; email: string; firstName: string | null; lastName: string | null } | null;
}

/** GET /api/personal-team-members: the user's invitees (an empty list when the call fails with 404). */
export const personalTeamMembersQuery = queryOptions({
  queryKey: [...rootKeys.teamMembers, "list"] as const,
  queryFn: async () => {
    try {
      return await getJson<TeamMemberOption[]>("/api/personal-team-members");
    } catch (error) {
      if (errorStatus(error) === 404) return [];
      throw error;
    }
  },
});

/** GET /api/ai/status: whether an API key is set, asked when the assistant opens. */
export const assistantStatusQuery = queryOptions({
  queryKey: [...rootKeys.aiStatus] as const,
  queryFn: () => getJson<AssistantStatus>("/api/ai/status"),
});

/** POST /api/ai/generate-project: the plan and the validated request. */
export function useGenerateProject() {
  return useSubmitMutation({
    mutationFn: (body: GenerateProjectInput) =>
      sendJson<GeneratedProject>("POST", "/api/ai/generate-project", body),
  });
}
