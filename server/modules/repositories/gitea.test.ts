import { providerSuite } from "./provider-suite-test-helpers.ts";
import { fixture, type Payload } from "./repository-test-helpers.ts";

/* Product rules §34 with Gitea's (and Forgejo's) payloads (fixtures/gitea.*.json), signed with X-Gitea-Signature. */

const PR_FIXTURES = {
  opened: "gitea.pull_request.opened",
  synchronize: "gitea.pull_request.synchronized",
  merged: "gitea.pull_request.closed-merged",
  closed: "gitea.pull_request.closed-unmerged",
} as const;

providerSuite({
  provider: "gitea",
  push: () => ({ event: "push", payload: fixture("gitea.push") }),
  setPush: (p: Payload, branch, messages) => {
    p.ref = `refs/heads/${branch}`;
    p.commits = messages.map((message, i) => ({
      ...p.commits[0],
      id: `${i}${p.commits[0].id.slice(1)}`,
      message,
    }));
    p.head_commit = p.commits.at(-1);
    p.total_commits = messages.length;
  },
  pr: (kind) => ({ event: "pull_request", payload: fixture(PR_FIXTURES[kind]) }),
  setPr: (p: Payload, f) => {
    p.number = f.number;
    Object.assign(p.pull_request, { number: f.number, title: f.title, body: f.body });
    p.pull_request.head.ref = f.branch;
  },
  setRepository: (p: Payload, name) => {
    p.repository.full_name = name;
  },
  // A commit status names only the commit: it reaches the pull requests whose head it is.
  checks: () => ({ event: "status", payload: fixture("gitea.status") }),
});
