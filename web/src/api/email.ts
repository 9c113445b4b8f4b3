import type { EmailPreferences, UpdateEmailPreferences } from "@contract/email";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";

/** The key of GET /api/user/email-preferences. */
export const emailPreferencesKey = [...rootKeys.user, "email-preferences"] as const;

/** GET /api/user/email-preferences: per-kind email delivery, the digest's zone and hour, bouncing. */
export const emailPreferencesQuery = queryOptions({
  queryKey: emailPreferencesKey,
  queryFn: () => getJson<EmailPreferences>("/api/user/email-preferences"),
});

/** The browser's IANA time zone (what the profile offers while none is saved). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/**
 * PUT /api/user/email-preferences with the fields changed; optimistic, rolled back on failure. While
 * no zone is saved, every save also sends the browser's, so the digest follows the person's clock.
 */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateEmailPreferences) => {
      const saved = queryClient.getQueryData<EmailPreferences>(emailPreferencesKey);
      const body = saved?.timeZone || patch.timeZone ? patch : { ...patch, timeZone: browserTimeZone() };
      return sendJson<EmailPreferences>("PUT", "/api/user/email-preferences", body);
    },
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: emailPreferencesKey });
      const previous = queryClient.getQueryData<EmailPreferences>(emailPreferencesKey);
      if (previous) {
        queryClient.setQueryData<EmailPreferences>(emailPreferencesKey, {
          ...previous,
          ...(patch.timeZone === undefined ? {} : { timeZone: patch.timeZone }),
          ...(patch.digestHour === undefined ? {} : { digestHour: patch.digestHour }),
          kinds: { ...previous.kinds, ...(patch.kinds as Partial<EmailPreferences["kinds"]>) },
        });
      }
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(emailPreferencesKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesKey, saved),
  });
}
