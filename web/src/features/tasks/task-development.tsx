import { branchNameFor, commitMessageFor, type DevelopmentPullRequest } from "@contract/repositories";
import { useQuery } from "@tanstack/react-query";
import { GitBranchIcon, GitCommitHorizontalIcon } from "lucide-react";
import { developmentQuery } from "@/api/repositories";
import { CopyButton } from "@/components/copy-button";
import { CardError } from "@/components/feedback/load-failure";
import { PullRequestBadge } from "@/components/pull-request-badge";
import { Skeleton } from "@/components/ui/skeleton";
import { defineMessages, useT } from "@/i18n";

const CHECKS_TEXT = defineMessages({
  pending: { id: "repositories.dev.checksRunning", defaultMessage: "Checks running" },
  success: { id: "repositories.dev.checksPassed", defaultMessage: "Checks passed" },
  failure: { id: "repositories.dev.checksFailed", defaultMessage: "Checks failed" },
});

const MESSAGES = defineMessages({
  title: { id: "repositories.dev.title", defaultMessage: "Development" },
  copyBranch: { id: "repositories.dev.copyBranch", defaultMessage: "Copy branch name" },
  branchNoun: { id: "repositories.dev.branchNoun", defaultMessage: "branch name" },
  copyCommit: { id: "repositories.dev.copyCommit", defaultMessage: "Copy commit message" },
  commitNoun: { id: "repositories.dev.commitNoun", defaultMessage: "commit message" },
  loadFailed: {
    id: "repositories.dev.loadFailed",
    defaultMessage: "The development items could not be loaded.",
  },
  empty: {
    id: "repositories.dev.empty",
    defaultMessage:
      "No branches, commits or pull requests yet. Put {key} in a branch name, a commit message or a pull request to link it here.",
  },
  pullRequests: { id: "repositories.dev.pullRequests", defaultMessage: "Pull requests" },
  branches: { id: "repositories.dev.branches", defaultMessage: "Branches" },
  commits: { id: "repositories.dev.commits", defaultMessage: "Commits" },
});
const CHECKS_CLASS = {
  pending: "text-amber-700",
  success: "text-green-700",
  failure: "text-red-700",
} as const;

/** A link when the provider gave a URL, else plain text. */
function MaybeLink({ href, children }: { href: string | null; children: React.ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className="underline-offset-2 hover:underline">
      {children}
    </a>
  );
}

function PullRequestRow({ pr }: { pr: DevelopmentPullRequest }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm">
      <PullRequestBadge number={pr.number} state={pr.state} />
      <span className="min-w-0 break-words">
        <MaybeLink href={pr.url}>{pr.title}</MaybeLink>
      </span>
      <span className="text-xs text-muted-foreground">{pr.repository}</span>
      {pr.checks && (
        <span className={`text-xs font-medium ${CHECKS_CLASS[pr.checks]}`}>{t(CHECKS_TEXT[pr.checks])}</span>
      )}
    </li>
  );
}

/**
 * The task dialog's 'Development' section (product rules §34): its pull requests, branches and
 * commits from the project's connected repositories, and the two copy buttons.
 */
export function TaskDevelopment({ task }: { task: { id: number; key: string; title: string } }) {
  const t = useT();
  const dev = useQuery(developmentQuery(task.id));
  const empty =
    dev.isSuccess && dev.data.branches.length + dev.data.commits.length + dev.data.pullRequests.length === 0;
  return (
    <section aria-labelledby={`development-${task.id}`} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`development-${task.id}`} className="text-sm font-medium">
          {t(MESSAGES.title)}
        </h3>
        <div className="flex flex-wrap gap-2">
          <CopyButton
            text={branchNameFor(task)}
            label={t(MESSAGES.copyBranch)}
            noun={t(MESSAGES.branchNoun)}
          />
          <CopyButton
            text={commitMessageFor(task)}
            label={t(MESSAGES.copyCommit)}
            noun={t(MESSAGES.commitNoun)}
          />
        </div>
      </div>
      {dev.isPending && <Skeleton className="h-10 w-full" />}
      {dev.isError && (
        <CardError error={dev.error} message={t(MESSAGES.loadFailed)} onRetry={() => dev.refetch()} />
      )}
      {empty && <p className="text-sm text-muted-foreground">{t(MESSAGES.empty, { key: task.key })}</p>}
      {dev.isSuccess && dev.data.pullRequests.length > 0 && (
        <ul className="grid gap-1.5" aria-label={t(MESSAGES.pullRequests)}>
          {dev.data.pullRequests.map((pr) => (
            <PullRequestRow key={`${pr.provider}-${pr.repository}-${pr.number}`} pr={pr} />
          ))}
        </ul>
      )}
      {dev.isSuccess && dev.data.branches.length > 0 && (
        <ul className="grid gap-1" aria-label={t(MESSAGES.branches)}>
          {dev.data.branches.map((b) => (
            <li key={`${b.repository}-${b.name}`} className="flex items-center gap-2 text-sm">
              <GitBranchIcon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
              <span className="min-w-0 break-all font-mono text-xs">
                <MaybeLink href={b.url}>{b.name}</MaybeLink>
              </span>
              <span className="text-xs text-muted-foreground">{b.repository}</span>
            </li>
          ))}
        </ul>
      )}
      {dev.isSuccess && dev.data.commits.length > 0 && (
        <ul className="grid gap-1" aria-label={t(MESSAGES.commits)}>
          {dev.data.commits.map((c) => (
            <li key={`${c.repository}-${c.sha}`} className="flex items-start gap-2 text-sm">
              <GitCommitHorizontalIcon
                aria-hidden="true"
                className="mt-0.5 size-3.5 shrink-0 text-muted-foreground"
              />
              <code className="font-mono text-xs">
                <MaybeLink href={c.url}>{c.shortSha}</MaybeLink>
              </code>
              <span className="min-w-0 flex-1 break-words">{c.message.split("\n")[0]}</span>
              {c.author && <span className="text-xs text-muted-foreground">{c.author}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
