import { describe, expect, it } from "vitest";
import { parseInbound } from "./providers.ts";
import { fixture } from "./repository-test-helpers.ts";
import { completedKeyNumbers, keyNumbers, MAX_KEYS_PER_TEXT } from "./task-links.ts";

/* Product rules §34: reading the providers' payloads, and finding the project's keys in text. */

describe("task keys in text", () => {
  it("finds the project's keys in any case, in order, once each", () => {
    expect(keyNumbers("WEB", ["web-42-checkout-page", "WEB-7 and Web-42, wEb-9"])).toEqual([42, 7, 9]);
  });

  it("leaves keys glued to letters or digits and other projects' keys", () => {
    expect(keyNumbers("WEB", ["xweb-4", "WEB-0", "API-5", "WEB-12345678901", "webb-3", "WEB-"])).toEqual([]);
    expect(keyNumbers("WEB", ["feature/WEB-3_login", "(web-8)"])).toEqual([3, 8]);
  });

  it("keeps at most 100 keys of one text", () => {
    const many = Array.from({ length: 500 }, (_, i) => `WEB-${i + 1}`).join(" ");
    expect(keyNumbers("WEB", [many])).toHaveLength(MAX_KEYS_PER_TEXT);
  });

  it("reads Fixes, Closes and Resolves in their forms", () => {
    const text = "Fixes WEB-1, closed web-2; Resolves: WEB-3\nfix WEB-4 and see WEB-5 (resolved WEB-6)";
    expect(completedKeyNumbers("WEB", [text])).toEqual([1, 2, 3, 4, 6]);
    expect(completedKeyNumbers("WEB", ["prefixes WEB-1", "Fixes API-2"])).toEqual([]);
  });
});

describe("payloads", () => {
  it("reads a GitHub draft pull request as a draft", () => {
    const payload = fixture("github.pull_request.opened");
    payload.pull_request.draft = true;
    const event = parseInbound("github", "pull_request", payload);
    expect(event).toMatchObject({ kind: "pull_request", action: "opened", pullRequest: { state: "draft" } });
  });

  it("reads a GitLab draft marked ready as an opened merge request", () => {
    const payload = fixture("gitlab.merge_request.update");
    payload.changes = { draft: { previous: true, current: false } };
    expect(parseInbound("gitlab", "Merge Request Hook", payload)).toMatchObject({ action: "opened" });
  });

  it("reads a merged and an unmerged close from each provider", () => {
    expect(
      parseInbound("github", "pull_request", fixture("github.pull_request.closed-merged")),
    ).toMatchObject({
      action: "merged",
      pullRequest: { number: 17, state: "merged", branch: "web-3-login" },
    });
    expect(
      parseInbound("gitea", "pull_request", fixture("gitea.pull_request.closed-unmerged")),
    ).toMatchObject({
      action: "closed",
      pullRequest: { state: "closed" },
    });
    expect(parseInbound("gitlab", "Merge Request Hook", fixture("gitlab.merge_request.merge"))).toMatchObject(
      {
        action: "merged",
        repository: "acme/shop",
      },
    );
  });

  it("reads Gitea's and Forgejo's pull_request_sync as a pull request update", () => {
    const payload = fixture("gitea.pull_request.synchronized");
    expect(parseInbound("gitea", "pull_request_sync", payload)).toMatchObject({
      kind: "pull_request",
      action: "updated",
      pullRequest: { number: 17, state: "open" },
    });
  });

  it("drops NUL characters and refuses numbers the database cannot hold", () => {
    const payload = fixture("github.pull_request.opened");
    payload.pull_request.title = "Bad\u0000title";
    expect(parseInbound("github", "pull_request", payload)).toMatchObject({
      pullRequest: { title: "Badtitle" },
    });
    payload.number = 2 ** 40;
    payload.pull_request.number = 2 ** 40;
    expect(parseInbound("github", "pull_request", payload)).toMatchObject({ kind: "ignored" });
  });

  it("reads a push to a branch, a deleted branch and a tag", () => {
    const push = fixture("gitea.push");
    expect(parseInbound("gitea", "push", push)).toMatchObject({
      kind: "push",
      branch: "web-1-checkout-page",
      deleted: false,
      defaultBranch: "main",
      branchUrl: "https://gitea.example.com/acme/shop/src/branch/web-1-checkout-page",
    });
    push.after = "0000000000000000000000000000000000000000";
    expect(parseInbound("gitea", "push", push)).toMatchObject({ deleted: true });
    const tag = fixture("gitlab.push");
    tag.ref = "refs/tags/v1.0";
    expect(parseInbound("gitlab", "Push Hook", tag)).toMatchObject({ kind: "push", branch: null });
  });
});
