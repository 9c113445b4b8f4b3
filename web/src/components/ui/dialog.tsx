import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, createContext, useContext, useEffect, useState } from "react";
import { COMMON, defineMessages, useT } from "@/i18n";
import { cn } from "@/lib/utils";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "./alert-dialog";

/** The root's onOpenChange, so the content can close the dialog after "Discard". */
const DialogOpenChange = createContext<((open: boolean) => void) | undefined>(undefined);

/** Lets a part of a dialog's content (a comment being edited) report unsaved typing. */
const DialogDirtyReport = createContext<((change: 1 | -1) => void) | undefined>(undefined);

/** Marks the surrounding dialog dirty while `isDirty`: Esc and an outside click then ask first. */
export function useDialogDirty(isDirty: boolean): void {
  const report = useContext(DialogDirtyReport);
  useEffect(() => {
    if (!isDirty || !report) return;
    report(1);
    return () => report(-1);
  }, [isDirty, report]);
}

/** Dialog root (controlled with open / onOpenChange). */
export function Dialog({ onOpenChange, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  return (
    <DialogOpenChange.Provider value={onOpenChange}>
      <DialogPrimitive.Root onOpenChange={onOpenChange} {...props} />
    </DialogOpenChange.Provider>
  );
}
/** The element that opens the dialog. */
export const DialogTrigger = DialogPrimitive.Trigger;

/** The dimmed backdrop behind a dialog. */
export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn("fixed inset-0 z-50 bg-black/50 motion-safe:animate-fade-in", className)}
      {...props}
    />
  );
}

/**
 * The centred dialog panel with a close button. With `isDirty` (unsaved typing, a generated plan), Esc
 * and a click outside ask "Discard changes?" instead of closing; with `showsSecretOnce` (a secret that
 * is never shown again) they ask "Close without copying?". Done, Cancel and the close button, being
 * explicit, still close at once. Any other dialog closes as before.
 */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  isDirty = false,
  showsSecretOnce = false,
  onEscapeKeyDown,
  onPointerDownOutside,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  showCloseButton?: boolean;
  isDirty?: boolean;
  showsSecretOnce?: boolean;
}) {
  const onOpenChange = useContext(DialogOpenChange);
  const [asking, setAsking] = useState<"discard" | "secret" | null>(null);
  const t = useT();
  const [dirtyParts, setDirtyParts] = useState(0);
  const [report] = useState(() => (change: 1 | -1) => setDirtyParts((n) => n + change));
  const ask = (event: Event) => {
    if (event.defaultPrevented) return;
    const question = showsSecretOnce ? "secret" : isDirty || dirtyParts > 0 ? "discard" : null;
    if (!question) return;
    event.preventDefault();
    setAsking(question);
  };
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg outline-none sm:max-w-lg motion-safe:animate-fade-in",
          className,
        )}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          ask(event);
        }}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          ask(event);
        }}
        {...props}
      >
        <DialogDirtyReport.Provider value={report}>{children}</DialogDirtyReport.Provider>
        <CloseQuestionDialog
          question={asking}
          onOpenChange={(open) => !open && setAsking(null)}
          onClose={() => {
            setAsking(null);
            onOpenChange?.(false);
          }}
        />
        {showCloseButton && (
          <DialogPrimitive.Close
            className="absolute top-4 end-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none [&_svg]:size-4"
            aria-label={t(COMMON.close)}
          >
            <XIcon aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The title block of a dialog. */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 text-center sm:text-left", className)} {...props} />;
}

/** The action row of a dialog. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

/** The dialog's accessible title. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg leading-none font-semibold", className)} {...props} />;
}

/** The dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}

/** The words of the two questions a dialog may ask before Esc or a click outside closes it. */
const CLOSE_QUESTIONS = {
  discard: defineMessages({
    title: { id: "ui.dialog.discard.title", defaultMessage: "Discard changes?" },
    description: {
      id: "ui.dialog.discard.description",
      defaultMessage: "What you entered in this dialog has not been saved.",
    },
    keep: { id: "ui.dialog.discard.keep", defaultMessage: "Keep editing" },
    close: { id: "ui.dialog.discard.confirm", defaultMessage: "Discard" },
  }),
  secret: defineMessages({
    title: { id: "ui.dialog.secret.title", defaultMessage: "Close without copying?" },
    description: {
      id: "ui.dialog.secret.description",
      defaultMessage: "The secret is shown only this once: after closing, it cannot be shown again.",
    },
    keep: { id: "ui.dialog.secret.keep", defaultMessage: "Keep it open" },
    close: { id: "ui.dialog.secret.close", defaultMessage: "Close" },
  }),
};

/** "Discard changes?" or "Close without copying?": keep the dialog (the default, also Esc) or close it. */
function CloseQuestionDialog({
  question,
  onOpenChange,
  onClose,
}: {
  question: keyof typeof CLOSE_QUESTIONS | null;
  onOpenChange: (open: boolean) => void;
  onClose: () => void;
}) {
  const t = useT();
  // The words stay while the question fades out.
  const words = CLOSE_QUESTIONS[question ?? "discard"];
  return (
    <AlertDialog open={question !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(words.title)}</AlertDialogTitle>
          <AlertDialogDescription>{t(words.description)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t(words.keep)}</AlertDialogCancel>
          <AlertDialogAction onClick={onClose}>{t(words.close)}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
