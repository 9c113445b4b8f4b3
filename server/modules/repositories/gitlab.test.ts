import { providerSuite } from "./provider-suite-test-helpers.ts";
import { fixture, type Payload } from "./repository-test-helpers.ts";

/* Product rules §34 with GitLab's payloads (fixtures/gitlab.*.json), authenticated by X-Gitlab-Token. */

const MR_FIXTURES = {
  opened: "gitlab.merge_request.open",
  synchronize: "gitlab.merge_request.update",
  merged: "gitlab.merge_request.merge",
  closed: "gitlab.merge_request.close",
} as const;

providerSuite({
  provider: "gitlab",
  push: () => ({ event: "Push Hook", payload: fixture("gitlab.push") }),
  setPush: (p: Payload, branch, messages) => {
    p.ref = `refs/heads/${branch}`;
    p.commits = messages.map((message, i) => ({
      ...p.commits[0],
      id: `${i}${p.commits[0].id.slice(1)}`,
      message,
    }));
    p.total_commits_count = messages.length;
  },
  pr: (kind) => ({ event: "Merge Request Hook", payload: fixture(MR_FIXTURES[kind]) }),
  setPr: (p: Payload, f) => {
    Object.assign(p.object_attributes, {
      iid: f.number,
      title: f.title,
      description: f.body,
      source_branch: f.branch,
    });
  },
  setRepository: (p: Payload, name) => {
    p.project.path_with_namespace = name;
  },
  checks: (number) => {
    const payload = fixture("gitlab.pipeline");
    payload.merge_request.iid = number;
    payload.object_attributes.status = "failed";
    return { event: "Pipeline Hook", payload };
  },
});
