import type { PublicUser } from "@contract/users";
import { queryOptions } from "@tanstack/react-query";
import { getJson } from "./http";
import { rootKeys } from "./keys";

/** GET /api/users: approved users sorted by name (owner choices). */
export const usersQuery = queryOptions({
  queryKey: [...rootKeys.users] as const,
  queryFn: () => getJson<PublicUser[]>("/api/users"),
});
