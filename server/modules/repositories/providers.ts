import type { ChecksState, RepositoryProvider } from "../../../contract/repositories.ts";
import type { IgnoredReason } from "../../db/schema.ts";
import { arr, type Json, MAX_COMMITS, MAX_PULL_REQUESTS, num, obj, str, webUrl } from "./payload-values.ts";

/*
 * What each provider sends (product rules §34), reduced to the few facts the integration uses. The
 * shapes follow the providers' documented webhook bodies; fixtures/ holds one of each. Anything not
 * understood becomes `ignored`, never an error: a provider must not retry a delivery we cannot use.
 */

/** A commit as a push names it. */
export type PushedCommit = {
  sha: string;
  message: string;
  author: string | null;
  url: string | null;
  committedAt: string | null;
};

/** A pull (merge) request as an event names it. */
export type PullRequestFacts = {
  number: number;
  title: string;
  body: string;
  url: string | null;
  state: "open" | "draft" | "merged" | "closed";
  branch: string | null;
  headSha: string | null;
};

/** One delivery, normalised. */
export type InboundEvent =
  | {
      kind: "push";
      repository: string;
      defaultBranch: string | null;
      /** The branch pushed to, or null for a tag. */
      branch: string | null;
      /** The branch was deleted. */
      deleted: boolean;
      branchUrl: string | null;
      /** The first MAX_COMMITS commits the push names. */
      commits: PushedCommit[];
      /** How many commits the push names (more than `commits` holds when it was cut). */
      commitCount: number;
    }
  | {
      kind: "pull_request";
      repository: string;
      defaultBranch: string | null;
      /** What happened: opened (or reopened, or ready for review), merged, closed, or updated. */
      action: "opened" | "merged" | "closed" | "updated";
      pullRequest: PullRequestFacts;
    }
  | {
      kind: "checks";
      repository: string;
      /** The commit checked. */
      headSha: string | null;
      /** Pull requests the provider says it concerns: the first MAX_PULL_REQUESTS, without repeats. */
      numbers: number[];
      /** How many different pull requests it names (more than `numbers` holds when it was cut). */
      numberCount: number;
      /** The check's name (one status per name is kept). */
      name: string;
      status: ChecksState;
    }
  | { kind: "ignored"; repository: string | null; reason: IgnoredReason };

const BRANCH_REF = "refs/heads/";
const branchOf = (ref: string | null) => (ref?.startsWith(BRANCH_REF) ? ref.slice(BRANCH_REF.length) : null);
const ZERO_SHA = /^0+$/;

/** The first MAX_COMMITS commits of a push, and how many it names. */
function commitsOf(list: unknown): { commits: PushedCommit[]; commitCount: number } {
  const all = arr(list);
  const commits = all.slice(0, MAX_COMMITS).flatMap((c) => {
    const commit = obj(c);
    const sha = str(commit.id);
    if (!sha) return [];
    const author = obj(commit.author);
    return [
      {
        sha,
        message: str(commit.message) ?? "",
        author: str(author.name) ?? str(author.username),
        url: webUrl(commit.url),
        committedAt: str(commit.timestamp),
      },
    ];
  });
  return { commits, commitCount: all.length };
}

/** The different pull request numbers a checks event names: the first MAX_PULL_REQUESTS, and how many. */
function numbersOf(list: unknown): { numbers: number[]; numberCount: number } {
  const all = new Set(arr(list).flatMap((p) => num(obj(p).number) ?? []));
  return { numbers: [...all].slice(0, MAX_PULL_REQUESTS), numberCount: all.size };
}

/** GitHub's check conclusion or status as ours. */
function githubCheck(status: string | null, conclusion: string | null): ChecksState {
  if (status !== "completed") return "pending";
  return conclusion === "success" || conclusion === "neutral" || conclusion === "skipped"
    ? "success"
    : "failure";
}

/** GitLab's pipeline status or Gitea's commit state as ours. */
function pipelineCheck(status: string | null): ChecksState {
  if (status === "success" || status === "skipped") return "success";
  if (status === "failed" || status === "failure" || status === "error" || status === "canceled")
    return "failure";
  return "pending";
}

function githubLike(event: string, payload: Json, gitea: boolean): InboundEvent {
  const repo = obj(payload.repository);
  const repository = str(repo.full_name);
  if (!repository) return { kind: "ignored", repository: null, reason: { kind: "noRepository" } };
  const defaultBranch = str(repo.default_branch);
  if (event === "push") {
    const branch = branchOf(str(payload.ref));
    const after = str(payload.after) ?? "";
    const deleted = payload.deleted === true || ZERO_SHA.test(after);
    const site = webUrl(repo.html_url);
    return {
      kind: "push",
      repository,
      defaultBranch,
      branch,
      deleted,
      branchUrl: site && branch ? `${site}/${gitea ? "src/branch" : "tree"}/${branch}` : null,
      ...commitsOf(payload.commits),
    };
  }
  if (event === "pull_request") {
    const pr = obj(payload.pull_request);
    const number = num(pr.number) ?? num(payload.number);
    if (number === null) return { kind: "ignored", repository, reason: { kind: "noPullRequestNumber" } };
    const action = str(payload.action) ?? "";
    const merged = pr.merged === true;
    const state: PullRequestFacts["state"] =
      pr.state === "closed" ? (merged ? "merged" : "closed") : pr.draft === true ? "draft" : "open";
    const head = obj(pr.head);
    return {
      kind: "pull_request",
      repository,
      defaultBranch,
      action:
        action === "closed"
          ? merged
            ? "merged"
            : "closed"
          : ["opened", "reopened", "ready_for_review"].includes(action)
            ? "opened"
            : "updated",
      pullRequest: {
        number,
        title: str(pr.title) ?? "",
        body: str(pr.body) ?? "",
        url: webUrl(pr.html_url),
        state,
        branch: str(head.ref),
        headSha: str(head.sha),
      },
    };
  }
  if (!gitea && (event === "check_run" || event === "check_suite")) {
    const check = obj(payload[event]);
    const app = obj(check.app);
    return {
      kind: "checks",
      repository,
      headSha: str(check.head_sha),
      ...numbersOf(check.pull_requests),
      name: event === "check_run" ? `run:${str(check.name) ?? "check"}` : `suite:${str(app.slug) ?? "app"}`,
      status: githubCheck(str(check.status), str(check.conclusion)),
    };
  }
  if (gitea && event === "status") {
    return {
      kind: "checks",
      repository,
      headSha: str(payload.sha),
      numbers: [],
      numberCount: 0,
      name: `status:${str(payload.context) ?? "status"}`,
      status: pipelineCheck(str(payload.state)),
    };
  }
  return { kind: "ignored", repository, reason: { kind: "eventNotUsed", event: event || "unnamed" } };
}

function gitlab(event: string, payload: Json): InboundEvent {
  const project = obj(payload.project);
  const repository = str(project.path_with_namespace);
  if (!repository) return { kind: "ignored", repository: null, reason: { kind: "noProject" } };
  const defaultBranch = str(project.default_branch);
  const kind = str(payload.object_kind);
  if (event === "Push Hook" && kind === "push") {
    const branch = branchOf(str(payload.ref));
    const site = webUrl(project.web_url);
    return {
      kind: "push",
      repository,
      defaultBranch,
      branch,
      deleted: ZERO_SHA.test(str(payload.after) ?? ""),
      branchUrl: site && branch ? `${site}/-/tree/${branch}` : null,
      ...commitsOf(payload.commits),
    };
  }
  if (event === "Merge Request Hook" && kind === "merge_request") {
    const mr = obj(payload.object_attributes);
    const number = num(mr.iid);
    if (number === null) return { kind: "ignored", repository, reason: { kind: "noMergeRequestIid" } };
    const changes = obj(obj(payload.changes).draft);
    // Marking a draft ready is an `update` whose changes turn `draft` off: that is when review starts.
    const readied = changes.previous === true && changes.current === false;
    const action = readied ? "open" : (str(mr.action) ?? "");
    const raw = str(mr.state);
    const draft = mr.draft === true || mr.work_in_progress === true;
    const state: PullRequestFacts["state"] =
      raw === "merged"
        ? "merged"
        : raw === "closed" || raw === "locked"
          ? "closed"
          : draft
            ? "draft"
            : "open";
    return {
      kind: "pull_request",
      repository,
      defaultBranch,
      action:
        action === "merge"
          ? "merged"
          : action === "close"
            ? "closed"
            : action === "open" || action === "reopen"
              ? "opened"
              : "updated",
      pullRequest: {
        number,
        title: str(mr.title) ?? "",
        body: str(mr.description) ?? "",
        url: webUrl(mr.url),
        state,
        branch: str(mr.source_branch),
        headSha: str(obj(mr.last_commit).id),
      },
    };
  }
  if (event === "Pipeline Hook" && kind === "pipeline") {
    const pipeline = obj(payload.object_attributes);
    const mr = num(obj(payload.merge_request).iid);
    return {
      kind: "checks",
      repository,
      headSha: str(pipeline.sha),
      numbers: mr === null ? [] : [mr],
      numberCount: mr === null ? 0 : 1,
      name: "pipeline",
      status: pipelineCheck(str(pipeline.status)),
    };
  }
  return { kind: "ignored", repository, reason: { kind: "eventNotUsed", event: event || "unnamed" } };
}

/** The delivery as an InboundEvent (ignored when the event is one the integration does not use). */
export function parseInbound(provider: RepositoryProvider, event: string, payload: unknown): InboundEvent {
  const body = obj(payload);
  if (provider === "gitlab") return gitlab(event, body);
  // Gitea and Forgejo may name a pull request's sub-events (`pull_request_sync`, `_assign`, `_label`,
  // ...); each carries the whole pull request, read as an update (or by its action).
  const name = provider === "gitea" && event.startsWith("pull_request") ? "pull_request" : event;
  return githubLike(name, body, provider === "gitea");
}
