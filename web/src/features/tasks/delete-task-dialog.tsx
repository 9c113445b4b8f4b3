import { ConfirmDialog, type ConfirmDialogState } from "@/components/ui/confirm-dialog";
import { COMMON, useT } from "@/i18n";

/** What happens to a deleted parent's sub-tasks (product rules §35). */
export type ChildrenChoice = "delete" | "keep";

/**
 * 'Delete task' confirmation with the documented exact text (product rules §13, 'Task dialog'). A
 * parent asks too whether its sub-tasks go with it or stay as top-level tasks (product rules §35).
 */
export function DeleteTaskDialog({
  title,
  childCount = 0,
  choice = "keep",
  onChoice,
  ...props
}: ConfirmDialogState & {
  title: string;
  childCount?: number;
  choice?: ChildrenChoice;
  onChoice?: (choice: ChildrenChoice) => void;
}) {
  const t = useT();
  const base = t(
    {
      id: "tasks.delete.description",
      defaultMessage:
        'This is a permanent action that cannot be undone. Are you sure you want to delete "{title}"?',
    },
    { title },
  );
  return (
    <ConfirmDialog
      {...props}
      title={t({ id: "tasks.delete.title", defaultMessage: "Delete task" })}
      description={
        childCount === 0 ? (
          base
        ) : (
          <>
            {base}
            <span className="mt-3 block font-medium text-foreground">
              {t(
                {
                  id: "tasks.delete.childCount",
                  defaultMessage: "This task has {count, plural, one {# sub-task} other {# sub-tasks}}.",
                },
                { count: childCount },
              )}
            </span>
            <span
              className="mt-2 flex flex-col gap-1"
              role="radiogroup"
              aria-label={t({ id: "tasks.delete.subTasks", defaultMessage: "Sub-tasks" })}
            >
              <label className="inline-flex items-center gap-2 text-foreground">
                <input
                  type="radio"
                  name="delete-children"
                  checked={choice === "keep"}
                  onChange={() => onChoice?.("keep")}
                />
                {t({ id: "tasks.delete.keepChildren", defaultMessage: "Keep them as top-level tasks" })}
              </label>
              <label className="inline-flex items-center gap-2 text-foreground">
                <input
                  type="radio"
                  name="delete-children"
                  checked={choice === "delete"}
                  onChange={() => onChoice?.("delete")}
                />
                {t({ id: "tasks.delete.deleteChildren", defaultMessage: "Delete them too" })}
              </label>
            </span>
          </>
        )
      }
      confirmLabel={t(COMMON.delete)}
    />
  );
}
