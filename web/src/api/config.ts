import type { PublicConfig } from "@contract/config";
import { queryOptions } from "@tanstack/react-query";
import { getJson } from "./http";
import { rootKeys } from "./keys";

const NO_CAPTCHA: PublicConfig = { captcha: { provider: "none" }, sso: null };

/** GET /api/config: which captcha the forms show. If the call fails the forms show none and the server decides. */
export const publicConfigQuery = queryOptions({
  queryKey: [...rootKeys.config],
  queryFn: async (): Promise<PublicConfig> => {
    try {
      return await getJson<PublicConfig>("/api/config");
    } catch {
      return NO_CAPTCHA;
    }
  },
});
