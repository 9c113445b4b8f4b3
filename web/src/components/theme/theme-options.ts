import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { defineMessages, type MessageDescriptor } from "@/i18n";
import type { Theme } from "@/lib/theme";

export const THEME_MESSAGES = defineMessages({
  theme: { id: "theme.label", defaultMessage: "Theme" },
  current: { id: "theme.current", defaultMessage: "Theme: {theme}" },
  light: { id: "theme.light", defaultMessage: "Light" },
  dark: { id: "theme.dark", defaultMessage: "Dark" },
  system: { id: "theme.system", defaultMessage: "System" },
});

/** The three themes as the user menu and the settings offer them. */
export const THEME_OPTIONS: readonly { value: Theme; label: MessageDescriptor; icon: typeof SunIcon }[] = [
  { value: "light", label: THEME_MESSAGES.light, icon: SunIcon },
  { value: "dark", label: THEME_MESSAGES.dark, icon: MoonIcon },
  { value: "system", label: THEME_MESSAGES.system, icon: MonitorIcon },
];
