import { createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { card, column } from "./fixtures/board.ts";
import { firstBoardId, seedProject, seedTask } from "./fixtures/seed.ts";
import { expectShownOnceWarning } from "./fixtures/shown-once.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

// Repository integration (issue 25; product rules §34): the owner connects a GitHub repository in the
// project settings, then GitHub's signed pull_request deliveries move the card live on an open board.

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../server/modules/repositories/fixtures/${name}.json`, import.meta.url), "utf8"),
  );

/** Sends a GitHub delivery as GitHub signs it: X-Hub-Signature-256 over the exact body. */
async function sendGitHub(page: Page, path: string, secret: string, payload: unknown) {
  const body = JSON.stringify(payload);
  const res = await page.request.post(path, {
    data: body,
    headers: {
      "content-type": "application/json",
      "x-github-event": "pull_request",
      "x-github-delivery": randomUUID(),
      "x-hub-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json() as Promise<{ status: string; summary: string }>;
}

test("a connected GitHub repository moves the card to Review when its pull request opens, and to Done when it merges", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const projectId = await seedProject(page, { name: "Shop front" });
  const boardId = await firstBoardId(page, projectId);
  for (const title of ["Checkout", "Profile", "Login"]) await seedTask(page, boardId, { title });
  const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as { key: string };
  const key = `${project.key}-3`;

  // The owner connects the repository in the settings and copies the URL and the secret, shown once.
  await page.goto(`/projects/${projectId}/settings`);
  const region = page.getByRole("region", { name: "Repositories" });
  await expect(region.getByText("No repositories connected yet.")).toBeVisible();
  await region.getByRole("button", { name: "Connect repository" }).click();
  const form = page.getByRole("dialog", { name: "Connect repository" });
  await form.getByRole("textbox", { name: "Repository" }).fill("no-slash");
  await form.getByRole("button", { name: "Connect" }).click();
  await expect(form.getByText(/Repository must be written owner\/name/)).toBeVisible();
  await form.getByRole("textbox", { name: "Repository" }).fill("acme/shop");
  await form.getByRole("button", { name: "Connect" }).click();
  const reveal = page.getByRole("dialog", { name: "Add the webhook to the repository" });
  const webhookUrl = await reveal.getByLabel("Webhook URL").inputValue();
  let secret = await reveal.getByLabel("Secret").inputValue();
  expect(webhookUrl).toMatch(/\/api\/integrations\/github\/\d+$/);
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await expectNoSeriousA11yViolations(page);
  await expectShownOnceWarning(page, reveal);
  await reveal.getByRole("button", { name: "Done" }).click();
  const item = region.getByRole("listitem").filter({ hasText: "acme/shop" });
  await expect(item.getByText("No delivery received yet.")).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // Rotating the secret asks first, as Disconnect does: Cancel sends nothing.
  let rotations = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/rotate")) rotations++;
  });
  await item.getByRole("button", { name: "Rotate secret" }).click();
  const confirmRotate = page.getByRole("alertdialog", { name: "Rotate the secret of acme/shop?" });
  await expect(confirmRotate).toContainText("stops working at once");
  await confirmRotate.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmRotate).toBeHidden();
  expect(rotations).toBe(0);
  await item.getByRole("button", { name: "Rotate secret" }).click();
  await confirmRotate.getByRole("button", { name: "Rotate secret" }).click();
  const rotated = page.getByRole("dialog", { name: "Copy the new secret" });
  const newSecret = await rotated.getByLabel("Secret").inputValue();
  expect(newSecret).toMatch(/^[0-9a-f]{64}$/);
  expect(newSecret).not.toBe(secret);
  secret = newSecret;
  await expectShownOnceWarning(page, rotated);
  await rotated.getByRole("button", { name: "Done" }).click();
  await expect(rotated).toBeHidden();

  // The board is open while GitHub sends its deliveries.
  await page.goto(`/projects/${projectId}`);
  await expect(card(column(page, "todo"), "Login")).toBeVisible();
  const path = new URL(webhookUrl).pathname;
  const opened = fixture("github.pull_request.opened");
  opened.pull_request.head.ref = `${key.toLowerCase()}-login`;
  const answer = await sendGitHub(page, path, secret, opened);
  expect(answer.summary).toContain(`Moved ${key} to Review`);

  const inReview = card(column(page, "review"), "Login");
  await expect(inReview).toBeVisible();
  await expect(inReview.getByTestId("pull-request-badge")).toHaveText(/#17 open/);

  const merged = fixture("github.pull_request.closed-merged");
  merged.pull_request.head.ref = `${key.toLowerCase()}-login`;
  await sendGitHub(page, path, secret, merged);
  const done = card(column(page, "done"), "Login");
  await expect(done).toBeVisible();
  await expect(done.getByTestId("pull-request-badge")).toHaveText(/#17 merged/);
  await expect(card(column(page, "todo"), "Checkout")).toBeVisible();

  // The task dialog lists the pull request and offers the branch name and commit message.
  await done.click();
  const dialog = page.getByRole("dialog");
  const development = dialog.getByRole("region", { name: "Development" });
  await expect(development.getByRole("list", { name: "Pull requests" })).toContainText("Login page");
  await expect(development.getByRole("button", { name: "Copy branch name" })).toHaveAttribute(
    "title",
    `${key.toLowerCase()}-login`,
  );
  await expect(development.getByRole("button", { name: "Copy commit message" })).toHaveAttribute(
    "title",
    `${key} Login`,
  );
  await expectNoSeriousA11yViolations(page);
});
