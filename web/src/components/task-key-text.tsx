import { findTaskKeys } from "@contract/task-keys";
import { useQuery } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { taskKeyQuery } from "@/api/task-keys";

/** A task key that names a task the reader may see becomes a link that opens it; else plain text. */
function TaskKeyLink({ taskKey }: { taskKey: string }) {
  const { data: task } = useQuery(taskKeyQuery(taskKey));
  if (!task) return <>{taskKey}</>;
  return (
    <Link
      to={`/projects/${task.projectId}?taskId=${task.id}`}
      title={task.title}
      className="whitespace-nowrap font-mono text-primary underline underline-offset-2"
    >
      {taskKey}
    </Link>
  );
}

/**
 * Text (a comment, a chat message) with its task keys (`WEB-42`) as links to the tasks the reader
 * may see (product rules §26). The keys of everything on screen are resolved by one request.
 */
export function TaskKeyText({ text }: { text: string }) {
  const found = findTaskKeys(text);
  if (found.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [i, match] of found.entries()) {
    parts.push(<Fragment key={`t${i}`}>{text.slice(at, match.start)}</Fragment>);
    parts.push(<TaskKeyLink key={`k${i}`} taskKey={match.key} />);
    at = match.end;
  }
  parts.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
