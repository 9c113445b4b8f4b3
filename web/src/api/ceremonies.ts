import type {
  CeremonyTemplates,
  CreateCardInput,
  MakeTaskInput,
  Retro,
  RetroCard,
  SaveRetroInput,
  SaveStandupInput,
  SprintReview,
  StandupDay,
  UpdateCardInput,
  UpdateReviewInput,
  UpdateTemplatesInput,
} from "@contract/ceremonies";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/**
 * A sprint's ceremonies (product rules §22). The standup and retro keys start with their real-time
 * scopes ("standup", "retro"), so a `resync` of that scope reloads them.
 */
export const ceremonyKeys = {
  templates: (sprintId: number) => [...rootKeys.ceremonies, "templates", sprintId] as const,
  review: (sprintId: number) => [...rootKeys.ceremonies, "review", sprintId] as const,
  standup: (sprintId: number) => [...rootKeys.standup, sprintId] as const,
  standupDay: (sprintId: number, day: string | null) =>
    [...rootKeys.standup, sprintId, day ?? "today"] as const,
  retro: (sprintId: number) => [...rootKeys.retro, sprintId] as const,
};

/** GET /api/sprints/{id}/ceremony-templates. */
export const templatesQuery = (sprintId: number) =>
  queryOptions({
    queryKey: ceremonyKeys.templates(sprintId),
    queryFn: () => getJson<CeremonyTemplates>(`/api/sprints/${sprintId}/ceremony-templates`),
  });

/** GET /api/sprints/{id}/standup?day= (null: today). */
export const standupQuery = (sprintId: number, day: string | null) =>
  queryOptions({
    queryKey: ceremonyKeys.standupDay(sprintId, day),
    queryFn: () => getJson<StandupDay>(`/api/sprints/${sprintId}/standup${day ? `?day=${day}` : ""}`),
  });

/** GET /api/sprints/{id}/review. */
export const reviewQuery = (sprintId: number) =>
  queryOptions({
    queryKey: ceremonyKeys.review(sprintId),
    queryFn: () => getJson<SprintReview>(`/api/sprints/${sprintId}/review`),
    staleTime: 0,
  });

/** GET /api/sprints/{id}/retro. */
export const retroQuery = (sprintId: number) =>
  queryOptions({
    queryKey: ceremonyKeys.retro(sprintId),
    queryFn: () => getJson<Retro>(`/api/sprints/${sprintId}/retro`),
  });

function useRefresh(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

/** PUT /api/sprints/{id}/ceremony-templates (owner); the standup and retro read them too. */
export function useUpdateTemplates(sprintId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: UpdateTemplatesInput) =>
      sendJson<CeremonyTemplates>("PUT", `/api/sprints/${sprintId}/ceremony-templates`, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(ceremonyKeys.templates(sprintId), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ceremonyKeys.standup(sprintId) }),
        queryClient.invalidateQueries({ queryKey: ceremonyKeys.retro(sprintId) }),
      ]);
    },
  });
}

/** PUT /api/sprints/{id}/standup: the reader's answer for today. */
export function useSaveStandup(sprintId: number) {
  const refresh = useRefresh(ceremonyKeys.standup(sprintId));
  return useSubmitMutation({
    mutationFn: (body: SaveStandupInput) =>
      sendJson<StandupDay>("PUT", `/api/sprints/${sprintId}/standup`, body),
    onSuccess: refresh,
  });
}

/** POST /api/standup-answers/{id}/task: a blocker becomes a task. */
export function useBlockerTask(sprintId: number) {
  const refresh = useRefresh(ceremonyKeys.standup(sprintId));
  return useSubmitMutation({
    mutationFn: ({ id, ...body }: MakeTaskInput & { id: number }) =>
      sendJson<StandupDay>("POST", `/api/standup-answers/${id}/task`, body),
    onSuccess: refresh,
  });
}

/** PUT /api/sprints/{id}/review (owner). */
export function useUpdateReview(sprintId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: UpdateReviewInput) =>
      sendJson<SprintReview>("PUT", `/api/sprints/${sprintId}/review`, body),
    onSuccess: (saved) => queryClient.setQueryData(ceremonyKeys.review(sprintId), saved),
  });
}

/** PUT /api/sprints/{id}/retro: open it or change its settings (owner). */
export function useSaveRetro(sprintId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: SaveRetroInput) => sendJson<Retro>("PUT", `/api/sprints/${sprintId}/retro`, body),
    onSuccess: (saved) => queryClient.setQueryData(ceremonyKeys.retro(sprintId), saved),
  });
}

/** POST /api/retros/{id}/cards. */
export function useAddCard(sprintId: number, retroId: number) {
  const refresh = useRefresh(ceremonyKeys.retro(sprintId));
  return useSubmitMutation({
    mutationFn: (body: CreateCardInput) => sendJson<RetroCard>("POST", `/api/retros/${retroId}/cards`, body),
    onSuccess: refresh,
  });
}

/** The card actions: edit or group, delete, vote, make a task. */
export function useCardActions(sprintId: number) {
  const refresh = useRefresh(ceremonyKeys.retro(sprintId));
  const update = useMutation({
    mutationFn: ({ id, ...body }: UpdateCardInput & { id: number }) =>
      sendJson<RetroCard>("PATCH", `/api/retro-cards/${id}`, body),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => sendJson<void>("DELETE", `/api/retro-cards/${id}`),
    onSettled: refresh,
  });
  const vote = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      sendJson<RetroCard>(on ? "PUT" : "DELETE", `/api/retro-cards/${id}/vote`),
    onSettled: refresh,
  });
  const toTask = useSubmitMutation({
    mutationFn: ({ id, ...body }: MakeTaskInput & { id: number }) =>
      sendJson<RetroCard>("POST", `/api/retro-cards/${id}/task`, body),
    onSuccess: refresh,
  });
  return { update, remove, vote, toTask };
}
