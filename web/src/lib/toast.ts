import { type ReactNode, useSyncExternalStore } from "react";
import { takeFlashToast } from "@/lib/flash-toast";

/** How long a toast stays before it dismisses itself (product rules §16). */
export const TOAST_DURATION_MS = 5000;

/** A button inside a toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** What a caller passes to `toast()`. */
export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  variant?: "default" | "destructive";
}

/** The toast on screen, with an id so a replacement restarts its timer. */
export interface ToastState extends ToastInput {
  id: number;
}

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the current one (one at a time). Returns its id. */
export function toast(input: ToastInput): number {
  current = { ...input, id: nextId++ };
  emit();
  return current.id;
}

/** Dismisses the toast with this id, or whichever is shown when no id is given. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

/** Shows the toast kept by `toastAfterReload`, once. */
export function showPendingFlashToast(): void {
  const kept = takeFlashToast();
  if (kept) toast(kept);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast currently shown, or null. */
export function useCurrentToast(): ToastState | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
