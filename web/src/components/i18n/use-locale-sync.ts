import type { CurrentUser } from "@contract/users";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { refreshNotifications } from "@/api/notifications";
import { saveLanguage } from "@/api/profile";
import { onLocaleChange, setLocale, translator } from "@/i18n";
import { toast } from "@/lib/toast";
import { LANGUAGE_MESSAGES } from "./messages";

/**
 * Keeps the shown language and the account's together, like the theme: the account's language wins
 * when it arrives (chosen on another device; unset = this device's choice or the browser's), and a
 * choice made here (profile, signed-out menu) is saved on the account. Once saved, the notifications
 * are read again: the server words them in the account's language (issue 32).
 */
export function useLocaleSync(user: CurrentUser) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (user.language) void setLocale(user.language, "server");
  }, [user.language]);
  useEffect(
    () =>
      onLocaleChange((locale, source) => {
        if (source !== "user") return;
        saveLanguage(queryClient, locale)
          .then(() => refreshNotifications(queryClient))
          .catch(() => {
            const t = translator();
            toast({
              title: t(LANGUAGE_MESSAGES.notSaved),
              description: t(LANGUAGE_MESSAGES.notSavedDescription),
              variant: "destructive",
            });
          });
      }),
    [queryClient],
  );
}
