import type {
  CurrentUser,
  ForgotPasswordInput,
  LoginInput,
  Message,
  RegisterInput,
  ResetPasswordInput,
} from "@contract/users";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { forgetBoards } from "./board-sync";
import { errorStatus, getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** The query key of the signed-in user. */
export const currentUserKey = [...rootKeys.auth, "user"] as const;

/** GET /api/auth/user: the signed-in user, or null when the server answers 401. */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: async (): Promise<CurrentUser | null> => {
    try {
      return await getJson<CurrentUser>("/api/auth/user");
    } catch (error) {
      if (errorStatus(error) === 401) return null;
      throw error;
    }
  },
});

/** The signed-in user (null when signed out) with the query's loading state. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * A new session: answers cached for the last one (a 401 when it expired on a page, another
 * user's data) are dropped, so the page returned to after signing in asks again (issue 9).
 */
function signedIn(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
  queryClient.setQueryData(currentUserKey, user);
}

/** POST /api/auth/login; on success the returned user becomes the current user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: LoginInput) => sendJson<CurrentUser>("POST", "/api/auth/login", body),
    onSuccess: (user) => signedIn(queryClient, user),
  });
}

/** POST /api/auth/register (201, signed in); on success the returned user becomes the current user. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: RegisterInput) => sendJson<CurrentUser>("POST", "/api/auth/register", body),
    onSuccess: (user) => signedIn(queryClient, user),
  });
}

/** POST /api/auth/logout (204), then forgets the boards kept in this browser. The caller does the full navigation to '/'. */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      await sendJson<void>("POST", "/api/auth/logout");
      await forgetBoards();
    },
  });
}

/** POST /api/auth/forgot-password with email and captcha token, or the email alone when resending. */
export function useForgotPassword() {
  return useSubmitMutation({
    mutationFn: (body: ForgotPasswordInput) => sendJson<Message>("POST", "/api/auth/forgot-password", body),
  });
}

/** POST /api/auth/reset-password with the emailed token and the new password. */
export function useResetPassword() {
  return useSubmitMutation({
    mutationFn: (body: ResetPasswordInput) => sendJson<Message>("POST", "/api/auth/reset-password", body),
  });
}
