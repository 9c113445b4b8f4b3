import { useQuery } from "@tanstack/react-query";
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { commentsQuery } from "@/api/comments";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { CommentsDialog } from "./comments-dialog";

/** A 'Comments' button with the task's comment count that opens the comments dialog. */
export function CommentsButton({ task }: { task: { id: number; title: string; commentCount: number } }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Reads the cached thread only (no request of its own): the count follows posts and deletes at once.
  const cached = useQuery({ ...commentsQuery(task.id), enabled: false });
  const count = cached.data
    ? cached.data.reduce((n, comment) => n + 1 + comment.replies.length, 0)
    : task.commentCount;
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <MessageSquare aria-hidden="true" />
        {t({ id: "comments.button", defaultMessage: "Comments" })}
        <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums text-muted-foreground">
          {count}
        </span>
      </Button>
      <CommentsDialog task={task} open={open} onOpenChange={setOpen} />
    </>
  );
}
