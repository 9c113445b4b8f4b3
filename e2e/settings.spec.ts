import type { Page, Route } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

const region = (page: Page, name: string) => page.getByRole("region", { name });

const SWITCHES = [
  "Task Assignments",
  "Task Completions",
  "Project Updates",
  "Comment Mentions",
  "Deadline Reminders",
];

test("settings: the five notification preferences are on by default and save per switch", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const card = region(page, "Notification Preferences");
  for (const name of SWITCHES) await expect(card.getByRole("switch", { name })).toBeChecked();

  await card.getByRole("switch", { name: "Task Completions" }).click();
  await expect(toast(page)).toContainText("Preferences Updated");
  await card.getByRole("switch", { name: "Deadline Reminders" }).click();
  await expect(card.getByRole("switch", { name: "Deadline Reminders" })).not.toBeChecked();
  await page.reload();
  const after = region(page, "Notification Preferences");
  await expect(after.getByRole("switch", { name: "Task Completions" })).not.toBeChecked();
  await expect(after.getByRole("switch", { name: "Deadline Reminders" })).not.toBeChecked();
  await expect(after.getByRole("switch", { name: "Task Assignments" })).toBeChecked();
  const saved = await (await page.request.get("/api/user/notification-preferences")).json();
  expect(saved).toEqual({
    taskAssignments: true,
    taskCompletions: false,
    projectUpdates: true,
    commentMentions: true,
    deadlineReminders: false,
    ceremonyReminders: true,
  });
  await expectNoSeriousA11yViolations(page);
});

test("settings: the Slack card checks its inputs and reports a token Slack refuses", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/settings");
  const card = region(page, "Slack Integration");
  await expect(card.getByText("Slack is not connected yet.")).toBeVisible();
  await expect(card.getByText(/starts with xoxb-/)).toBeVisible();

  await card.getByRole("button", { name: "Connect" }).click();
  await expect(toast(page)).toContainText("Please enter your Slack Bot User OAuth Token first");
  await card.getByRole("button", { name: "Save Integration" }).click();
  await expect(toast(page)).toContainText("Please provide access token and select a channel");

  // The e2e server has no SLACK_API_URL: Slack itself is unreachable or refuses the token.
  await card.getByLabel("Bot User OAuth Token").fill("xoxb-not-a-real-token");
  await card.getByRole("button", { name: "Connect" }).click();
  await expect(toast(page)).toContainText("Connection Failed", { timeout: 20_000 });
  await expect(card.getByLabel("Channel")).toHaveCount(0);
  await toast(page).getByRole("button", { name: "Close" }).click();
  await expectNoSeriousA11yViolations(page);
});

/**
 * Stands in for the server's Slack routes in the browser (the API side runs against a fake Slack
 * in server/modules/slack/*.test.ts), so the whole UI flow can be walked here.
 */
async function mockSlackApi(page: Page) {
  let integration: Record<string, unknown> | null = null;
  const calls: string[] = [];
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({
      status,
      contentType: "application/json",
      body: body === undefined ? "" : JSON.stringify(body),
    });
  await page.route("**/api/slack/**", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    calls.push(`${request.method()} ${url.pathname}`);
    if (url.pathname === "/api/slack/channels") {
      if (url.searchParams.get("accessToken") !== "xoxb-good-token") {
        return json(route, 400, { message: "Slack rejected the request: invalid_auth" });
      }
      return json(route, 200, [
        { id: "C1", name: "general", isPrivate: false },
        { id: "C2", name: "launch-team", isPrivate: true },
      ]);
    }
    if (url.pathname === "/api/slack/integration") {
      if (request.method() === "GET") return json(route, 200, integration);
      if (request.method() === "POST") {
        const body = request.postDataJSON() as { channelId: string; channelName: string };
        integration = {
          id: 1,
          isActive: true,
          workspaceName: "Acme",
          channelId: body.channelId,
          channelName: body.channelName,
          accessToken: "xoxb••••oken",
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        };
        return json(route, 201, integration);
      }
      if (request.method() === "PUT") {
        integration = {
          ...integration,
          isActive: (request.postDataJSON() as { isActive: boolean }).isActive,
        };
        return json(route, 200, integration);
      }
      if (request.method() === "DELETE") {
        integration = null;
        return route.fulfill({ status: 204, body: "" });
      }
    }
    if (url.pathname === "/api/slack/test") {
      return integration?.channelId === "C2"
        ? json(route, 400, { message: "Slack rejected the request: not_in_channel" })
        : json(route, 200, { ok: true });
    }
    return json(route, 404, { message: "Not found" });
  });
  return calls;
}

test("settings: connect Slack, pick a channel, save, toggle, test and remove", async ({
  page,
  approvedUser,
}) => {
  const calls = await mockSlackApi(page);
  await signIn(page, approvedUser);
  await page.goto("/settings");
  const card = region(page, "Slack Integration");

  await test.step("Connect loads the channels and a channel is picked and saved", async () => {
    await card.getByLabel("Bot User OAuth Token").fill("xoxb-good-token");
    await card.getByRole("button", { name: "Connect" }).click();
    await expect(toast(page)).toContainText("Found 2 channels");
    await card.getByRole("combobox", { name: "Channel" }).click();
    await page.getByRole("option", { name: "general" }).click();
    await card.getByRole("button", { name: "Save Integration" }).click();
    await expect(toast(page)).toContainText("Slack integration saved");
    await expect(card.getByText("#general")).toBeVisible();
    await expect(card.getByText("Acme")).toBeVisible();
    await expect(card.getByText("xoxb••••oken")).toBeVisible();
    await expect(card.getByText("Active", { exact: true }).first()).toBeVisible();
    expect(calls).toContain("POST /api/slack/integration");
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the active switch pauses and resumes posting", async () => {
    const active = card.getByRole("switch", { name: "Active" });
    await expect(active).toBeChecked();
    await active.click();
    await expect(toast(page)).toContainText("Slack notifications are paused.");
    await expect(active).not.toBeChecked();
    await expect(card.getByText("Inactive")).toBeVisible();
    await active.click();
    await expect(active).toBeChecked();
  });

  await test.step("Test reports success, and Slack's refusal as 'Test Failed'", async () => {
    await card.getByRole("button", { name: "Test" }).click();
    await expect(toast(page)).toContainText("Test Successful");

    await card.getByRole("button", { name: "Change Channel" }).click();
    await card.getByLabel("Bot User OAuth Token").fill("xoxb-good-token");
    await card.getByRole("button", { name: "Connect" }).click();
    await card.getByRole("combobox", { name: "Channel" }).click();
    await page.getByRole("option", { name: /launch-team/ }).click();
    await card.getByRole("button", { name: "Save Integration" }).click();
    await expect(card.getByText("#launch-team")).toBeVisible();
    await card.getByRole("button", { name: "Test" }).click();
    await expect(toast(page)).toContainText("Test Failed");
    await expect(toast(page)).toContainText("not_in_channel");
  });

  await test.step("Remove asks first, then the card offers to connect again", async () => {
    await card.getByRole("button", { name: "Remove" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove Slack integration" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(toast(page)).toContainText("Slack integration removed");
    await expect(card.getByText("Slack is not connected yet.")).toBeVisible();
    expect(calls).toContain("DELETE /api/slack/integration");
  });
});
