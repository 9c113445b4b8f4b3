import type { PullRequestState } from "@contract/repositories";
import {
  GitMergeIcon,
  GitPullRequestClosedIcon,
  GitPullRequestDraftIcon,
  GitPullRequestIcon,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { defineMessages, type MessageDescriptor, useT } from "@/i18n";
import { colorClasses, type StatusColor } from "@/lib/statuses";
import { cn } from "@/lib/utils";

const STATES = defineMessages({
  open: { id: "pullRequest.state.open", defaultMessage: "open" },
  draft: { id: "pullRequest.state.draft", defaultMessage: "draft" },
  merged: { id: "pullRequest.state.merged", defaultMessage: "merged" },
  closed: { id: "pullRequest.state.closed", defaultMessage: "closed" },
});

const LOOK: Record<
  PullRequestState,
  { color: StatusColor; Icon: typeof GitPullRequestIcon; label: MessageDescriptor }
> = {
  open: { color: "green", Icon: GitPullRequestIcon, label: STATES.open },
  draft: { color: "gray", Icon: GitPullRequestDraftIcon, label: STATES.draft },
  merged: { color: "purple", Icon: GitMergeIcon, label: STATES.merged },
  closed: { color: "red", Icon: GitPullRequestClosedIcon, label: STATES.closed },
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
  const t = useT();
  const { color, Icon } = LOOK[state];
  const label = t(LOOK[state].label);
  return (
    <Badge
      variant="outline"
      className={cn("border font-normal tabular-nums", colorClasses(color).badge, className)}
      data-testid="pull-request-badge"
      title={t(
        { id: "pullRequest.title", defaultMessage: "Pull request #{number}: {state}" },
        { number: String(number), state: label },
      )}
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">{t({ id: "pullRequest.label", defaultMessage: "Pull request" })}</span>#
      {number} {label}
    </Badge>
  );
}
