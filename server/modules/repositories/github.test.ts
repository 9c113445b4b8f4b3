import { providerSuite } from "./provider-suite-test-helpers.ts";
import { fixture, type Payload } from "./repository-test-helpers.ts";

/* Product rules §34 with GitHub's payloads (fixtures/github.*.json), signed with X-Hub-Signature-256. */

const PR_FIXTURES = {
  opened: "github.pull_request.opened",
  synchronize: "github.pull_request.synchronize",
  merged: "github.pull_request.closed-merged",
  closed: "github.pull_request.closed-unmerged",
} as const;

providerSuite({
  provider: "github",
  push: () => ({ event: "push", payload: fixture("github.push") }),
  setPush: (p: Payload, branch, messages) => {
    p.ref = `refs/heads/${branch}`;
    p.commits = messages.map((message, i) => ({
      ...p.commits[0],
      id: `${i}${p.commits[0].id.slice(1)}`,
      message,
    }));
    p.head_commit = p.commits.at(-1);
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
  checks: (number) => {
    const payload = fixture("github.check_run.completed");
    payload.check_run.pull_requests[0].number = number;
    return { event: "check_run", payload };
  },
});
