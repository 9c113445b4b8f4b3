import type { Theme } from "@contract/users";
import { useCurrentUser } from "@/api/auth";
import { LanguageSelect } from "@/components/i18n/language-select";
import { THEME_MESSAGES, THEME_OPTIONS } from "@/components/theme/theme-options";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { useT } from "@/i18n";
import { setTheme } from "@/lib/theme";

/** 'Appearance': light, dark or the device's theme, saved for the user on every device. */
export function AppearanceCard() {
  const { data: user } = useCurrentUser();
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t({ id: "settings.appearance.title", defaultMessage: "Appearance" })}</CardTitle>
        <CardDescription>
          {t({
            id: "settings.appearance.description",
            defaultMessage: "Light, dark, or follow your device. Saved for every device you use.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <SegmentedControl<Theme>
          label={t(THEME_MESSAGES.theme)}
          value={user?.theme ?? "system"}
          options={THEME_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
          onChange={(theme) => setTheme(theme)}
        />
        <LanguageSelect />
      </CardContent>
    </Card>
  );
}
