import { ConfirmDialog, type ConfirmDialogState } from "@/components/ui/confirm-dialog";
import { COMMON, useT } from "@/i18n";

/** The confirmation before a comment (and its replies) is deleted. */
export function DeleteCommentDialog(props: ConfirmDialogState) {
  const t = useT();
  return (
    <ConfirmDialog
      {...props}
      title={t({ id: "comments.delete.title", defaultMessage: "Delete Comment" })}
      description={t({
        id: "comments.delete.description",
        defaultMessage: "Are you sure you want to delete this comment?",
      })}
      confirmLabel={t(COMMON.delete)}
    />
  );
}
