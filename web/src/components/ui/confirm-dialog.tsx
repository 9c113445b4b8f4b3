import type { ReactNode } from "react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { COMMON, useT } from "@/i18n";

/**
 * Runs a confirm action: a returned promise keeps `setPending` on until it settles, and a fulfilled
 * one closes the dialog; a rejected one leaves it open (the caller's mutation shows the error).
 */
export async function runConfirm(
  onConfirm: () => unknown,
  setPending: (pending: boolean) => void,
  close: () => void,
): Promise<void> {
  const result = onConfirm();
  if (!(result instanceof Promise)) return;
  setPending(true);
  try {
    await result;
    close();
  } catch {
    // The action reports its own failure (toast); the dialog stays for another try.
  } finally {
    setPending(false);
  }
}

/** What a screen passes to one of its confirmations: open state, the action and its pending state. */
export type ConfirmDialogState = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isPending: boolean;
};

/**
 * The one confirmation dialog: title, description, Cancel (focused first; Esc also cancels) and a
 * confirm button that is disabled and spins while pending. `onConfirm` may return a promise (the
 * dialog then tracks it and closes on success) or start a mutation whose `isPending` is passed in.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
  isDisabled = false,
  variant = "destructive",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => unknown;
  /** An outside mutation's pending state (when `onConfirm` does not return its promise). */
  isPending?: boolean;
  /** Blocks confirming for another reason (data still loading). */
  isDisabled?: boolean;
  variant?: "destructive" | "default";
}) {
  const [isRunning, setRunning] = useState(false);
  const pending = isPending || isRunning;
  const t = useT();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          {/* Titles and texts quote user-typed names, which may be one long word. */}
          <AlertDialogTitle className="break-words">{title}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t(COMMON.cancel)}</AlertDialogCancel>
          <Button
            variant={variant}
            disabled={pending || isDisabled}
            aria-busy={pending || undefined}
            onClick={() => void runConfirm(onConfirm, setRunning, () => onOpenChange(false))}
          >
            {pending && <Spinner />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
