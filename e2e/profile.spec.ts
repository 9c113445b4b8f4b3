import type { Page } from "@playwright/test";
import { apiContext, type E2EUser } from "./fixtures/auth.ts";
import { recordRequests } from "./fixtures/requests.ts";
import { seedProject } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

const region = (page: Page, name: string) => page.getByRole("region", { name });

/** A 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Checks the profile details start read-only and the email cannot be changed. */
async function readOnlyDetails(page: Page, user: E2EUser) {
  const details = region(page, "Profile Information");
  await expect(details.getByLabel("First Name")).toHaveValue(user.firstName);
  await expect(details.getByLabel("First Name")).toBeDisabled();
  await expect(details.getByLabel("Email")).toHaveValue(user.email);
  await expect(details.getByLabel("Email")).toBeDisabled();
  await expect(details.getByText("Email cannot be changed")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** Cancels an edit, then saves a new first name and phone number and reloads. */
async function editDetails(page: Page, user: E2EUser) {
  const details = region(page, "Profile Information");
  await details.getByRole("button", { name: "Edit Profile" }).click();
  await details.getByLabel("First Name").fill("Temporary");
  await details.getByRole("button", { name: "Cancel" }).click();
  await expect(details.getByLabel("First Name")).toHaveValue(user.firstName);

  await details.getByRole("button", { name: "Edit Profile" }).click();
  await details.getByLabel("First Name").fill("");
  await details.getByRole("button", { name: "Save Changes" }).click();
  await expect(details.getByText("First name is required")).toBeVisible();

  await details.getByLabel("First Name").fill("Rosalind");
  await details.getByLabel("Phone Number").fill("+44 20 7946 0000");
  await details.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("Profile Updated");
  await expect(details.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Profile: Rosalind/ })).toBeVisible();
  await page.reload();
  await expect(region(page, "Profile Information").getByLabel("Phone Number")).toHaveValue(
    "+44 20 7946 0000",
  );
}

/** Uploads a text file, an oversized image, then a valid avatar. */
async function uploadAvatar(page: Page) {
  const input = page.getByLabel("Profile picture");
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(toast(page)).toContainText("Please select a valid image file");
  await input.setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(toast(page)).toContainText("File size must be less than 5MB");
  await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(toast(page)).toContainText("Avatar Updated");
  await expect(region(page, "Profile Information").getByRole("img")).toHaveAttribute(
    "src",
    /^\/api\/files\/\d+$/,
  );
}

/** Changes the password past both checks and proves it by signing in by API. */
async function changePassword(page: Page, user: E2EUser) {
  const form = region(page, "Change Password");
  await form.getByLabel("Current Password", { exact: true }).fill(user.password);
  await form.getByLabel("New Password", { exact: true }).fill("A-new-password-9");
  await form.getByLabel("Confirm New Password", { exact: true }).fill("Something-else-9");
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(form.getByText("New passwords do not match")).toBeVisible();

  await form.getByLabel("Current Password", { exact: true }).fill("not-the-password");
  await form.getByLabel("Confirm New Password", { exact: true }).fill("A-new-password-9");
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page)).toContainText("Current password is incorrect");

  await form.getByLabel("Current Password", { exact: true }).fill(user.password);
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page)).toContainText("Password Updated");
  await expect(form.getByLabel("Current Password", { exact: true })).toHaveValue("");

  const fresh = await apiContext();
  try {
    const oldLogin = await fresh.post("/api/auth/login", {
      data: { email: user.email, password: user.password },
    });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await fresh.post("/api/auth/login", {
      data: { email: user.email, password: "A-new-password-9" },
    });
    expect(newLogin.status()).toBe(200);
  } finally {
    await fresh.dispose();
  }
}

/** Turns off a notification switch and checks it stays off after a reload. */
async function toggleNotificationSwitch(page: Page) {
  const settings = region(page, "Notification Settings");
  const replies = settings.getByRole("switch", { name: "Replies to my comments" });
  await expect(settings.getByRole("switch")).toHaveCount(4);
  await expect(replies).toBeChecked();
  await replies.click();
  await expect(toast(page)).toContainText("Notifications Updated");
  await expect(replies).not.toBeChecked();
  await page.reload();
  await expect(
    region(page, "Notification Settings").getByRole("switch", { name: "Replies to my comments" }),
  ).not.toBeChecked();
}

/** Checks My Open Tasks shows the seeded task with its details and link. */
async function myOpenTasks(page: Page) {
  const tasks = region(page, "My Open Tasks");
  const item = tasks.getByRole("link", { name: /Review the budget/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText("Numbers for Q3");
  await expect(item).toContainText("To Do");
  await expect(item).toContainText("Medium");
  await expect(item).toContainText("No due date");
  await expect(item).toContainText("Updated");
  await expect(item).toHaveAttribute("href", /\/projects\/\d+\?taskId=\d+$/);
  await expectNoSeriousA11yViolations(page);
}

test("profile: details, avatar, password, notification switches and open tasks", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await seedProject(page, {
    name: "Profile project",
    tasks: [{ title: "Review the budget", description: "Numbers for Q3", assignedTo: approvedUser.id }],
  });
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile Settings", level: 1 })).toBeVisible();

  await test.step("the details are read-only until Edit Profile; the email never changes", () =>
    readOnlyDetails(page, approvedUser));

  await test.step("Cancel drops edits; Save Changes stores them with 'Profile Updated'", () =>
    editDetails(page, approvedUser));

  await test.step("the avatar takes an image up to 5 MB and refuses anything else", () => uploadAvatar(page));

  await test.step("Change Password checks the confirmation and the current password", () =>
    changePassword(page, approvedUser));

  await test.step("a notification switch saves on change and stays after a reload", () =>
    toggleNotificationSwitch(page));

  await test.step("My Open Tasks lists the task assigned to me with its details and a link", () =>
    myOpenTasks(page));
});

test("profile: My Open Tasks fetches five tasks and counts the rest from the server", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await seedProject(page, {
    name: "Busy project",
    tasks: Array.from({ length: 7 }, (_, i) => ({
      title: `Open task ${i + 1}`,
      assignedTo: approvedUser.id,
      dueDate: `2030-01-${String(i + 10).padStart(2, "0")}`,
    })),
  });
  const calls = recordRequests(page, "/api/user/tasks");
  await page.goto("/profile");
  const card = region(page, "My Open Tasks");
  await expect(card.getByText("7 open tasks assigned to you")).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveCount(5);
  await expect(card.getByRole("link", { name: /Open task 1\b/ })).toBeVisible();
  await expect(card.getByRole("link", { name: /Open task 6/ })).toHaveCount(0);
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((url) => url.searchParams.get("limit") === "5")).toBe(true);
  await card.getByRole("link", { name: "See all in My Tasks" }).click();
  await expect(page).toHaveURL(/\/tasks$/);
});
