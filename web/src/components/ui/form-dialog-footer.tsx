import type { ReactNode } from "react";
import { COMMON, useT } from "@/i18n";
import { Button } from "./button";
import { DialogFooter } from "./dialog";
import { Spinner } from "./spinner";

/** A form dialog's footer: Cancel, and the submit button that is disabled and spins while pending. */
export function FormDialogFooter({
  onCancel,
  isPending,
  submitLabel,
}: {
  onCancel: () => void;
  isPending: boolean;
  submitLabel: ReactNode;
}) {
  const t = useT();
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t(COMMON.cancel)}
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending && <Spinner />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
