import type { CurrentUser } from "@contract/users";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { saveTheme } from "@/api/profile";
import { translator } from "@/i18n";
import { followSystemTheme, onThemeChange, setTheme } from "@/lib/theme";
import { toast } from "@/lib/toast";

/**
 * Keeps the shown theme and the user's saved one together: the server's copy wins when it arrives
 * (another device chose), and a choice made here (menu, settings, palette) is saved to the server.
 */
export function useThemeSync(user: CurrentUser) {
  const queryClient = useQueryClient();
  useEffect(() => setTheme(user.theme, "server"), [user.theme]);
  useEffect(() => followSystemTheme(), []);
  useEffect(
    () =>
      onThemeChange((theme, source) => {
        if (source !== "user") return;
        saveTheme(queryClient, theme).catch(() => {
          const t = translator();
          toast({
            title: t({ id: "theme.notSaved.title", defaultMessage: "Theme not saved" }),
            description: t({
              id: "theme.notSaved.description",
              defaultMessage: "It applies on this device only until you choose it again.",
            }),
            variant: "destructive",
          });
        });
      }),
    [queryClient],
  );
}
