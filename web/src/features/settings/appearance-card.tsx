import type { Theme } from "@contract/users";
import { useCurrentUser } from "@/api/auth";
import { LanguageSelect } from "@/components/i18n/language-select";
import { THEME_OPTIONS } from "@/components/theme/theme-options";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { setTheme } from "@/lib/theme";

/** 'Appearance': light, dark or the device's theme, saved for the user on every device. */
export function AppearanceCard() {
  const { data: user } = useCurrentUser();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>Light, dark, or follow your device. Saved for every device you use.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <SegmentedControl<Theme>
          label="Theme"
          value={user?.theme ?? "system"}
          options={THEME_OPTIONS}
          onChange={(theme) => setTheme(theme)}
        />
        <LanguageSelect />
      </CardContent>
    </Card>
  );
}
