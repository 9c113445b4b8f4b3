import type { Theme } from "@contract/users";

/**
 * The colour theme (product rules: dark mode). The chosen theme ('light', 'dark' or 'system') is
 * kept on the server per user and mirrored here in localStorage, which the inline script of
 * index.html reads before the first paint; the resolved one is the `dark` class on <html>.
 * `setTheme` and `toggleTheme` are the one way to change it (user menu, settings, command palette);
 * the shell listens (`onThemeChange`) and saves the choice to the server.
 */

export type { Theme };

/** The localStorage key; index.html's inline script reads the same one. */
export const THEME_STORAGE_KEY = "sprintboard:theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

/** Who changed the theme: the user (save it) or the server's copy arriving (just show it). */
export type ThemeSource = "user" | "server";
type Listener = (theme: Theme, source: ThemeSource) => void;
const listeners = new Set<Listener>();

/** Whether `value` is one of the three themes. */
export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark" || value === "system";
}

/** The theme chosen on this device (localStorage), 'system' when none or storage is unavailable. */
export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : "system";
  } catch {
    return "system";
  }
}

/** Whether the device asks for dark colours. */
function systemPrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches;
}

/** 'light' or 'dark': what `theme` shows on this device now. */
export function resolveTheme(theme: Theme, prefersDark = systemPrefersDark()): "light" | "dark" {
  return theme === "system" ? (prefersDark ? "dark" : "light") : theme;
}

/** Sets or removes the `dark` class on <html> for `theme`. */
function apply(theme: Theme): void {
  document.documentElement.classList.toggle("dark", resolveTheme(theme) === "dark");
}

/** Shows `theme`, keeps it on this device and tells the listeners (the shell saves a user's choice). */
export function setTheme(theme: Theme, source: ThemeSource = "user"): void {
  const changed = theme !== storedTheme();
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or full storage: the server still keeps the choice.
  }
  apply(theme);
  if (changed || source === "user") for (const listener of listeners) listener(theme, source);
}

/** Switches between light and dark, from what shows now (so 'system' on a dark device becomes light). */
export function toggleTheme(): Theme {
  const next = resolveTheme(storedTheme()) === "dark" ? "light" : "dark";
  setTheme(next);
  return next;
}

/** Calls `listener` on every theme change; returns the unsubscribe function. */
export function onThemeChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** While the theme is 'system', follows the device when it switches; returns the cleanup. */
export function followSystemTheme(): () => void {
  if (typeof matchMedia !== "function") return () => {};
  const query = matchMedia(DARK_QUERY);
  const update = () => {
    if (storedTheme() === "system") apply("system");
  };
  query.addEventListener("change", update);
  return () => query.removeEventListener("change", update);
}
