// The toast carried over a full page navigation (logout goes to '/'), kept in sessionStorage. No React
// here: the prerendered landing page's script asks whether one is waiting before it loads any.

const FLASH_KEY = "sprintboard:flash-toast";

/** A plain-text toast kept for the next page. */
export interface FlashToast {
  title?: string;
  description?: string;
  variant?: "default" | "destructive";
}

/** Keeps a plain-text toast to show after a full page navigation (e.g. logout). */
export function toastAfterReload(input: FlashToast): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(input));
  } catch {
    // Storage can be unavailable (private mode); the toast is a nicety.
  }
}

/** Whether a toast kept by `toastAfterReload` waits to be shown. */
export function hasFlashToast(): boolean {
  try {
    return sessionStorage.getItem(FLASH_KEY) !== null;
  } catch {
    return false;
  }
}

/** The toast kept by `toastAfterReload`, removed so it shows once; null when none (or unreadable). */
export function takeFlashToast(): FlashToast | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(FLASH_KEY);
    return JSON.parse(raw) as FlashToast;
  } catch {
    // Ignore a malformed or unreadable entry.
    return null;
  }
}
