import type { PullRequestState } from "@contract/repositories";
import {
  GitMergeIcon,
  GitPullRequestClosedIcon,
  GitPullRequestDraftIcon,
  GitPullRequestIcon,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { colorClasses, type StatusColor } from "@/lib/statuses";
import { cn } from "@/lib/utils";

const LOOK: Record<PullRequestState, { color: StatusColor; Icon: typeof GitPullRequestIcon; label: string }> =
  {
    open: { color: "green", Icon: GitPullRequestIcon, label: "open" },
    draft: { color: "gray", Icon: GitPullRequestDraftIcon, label: "draft" },
    merged: { color: "purple", Icon: GitMergeIcon, label: "merged" },
    closed: { color: "red", Icon: GitPullRequestClosedIcon, label: "closed" },
  };

/** A pull request's number and state as a small badge (product rules §34); the state is written, not only coloured. */
export function PullRequestBadge({
  number,
  state,
  className,
}: {
  number: number;
  state: PullRequestState;
  className?: string;
}) {
  const { color, Icon, label } = LOOK[state];
  return (
    <Badge
      variant="outline"
      className={cn("border font-normal tabular-nums", colorClasses(color).badge, className)}
      data-testid="pull-request-badge"
      title={`Pull request #${number}: ${label}`}
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">Pull request</span>#{number} {label}
    </Badge>
  );
}
