import { apiContext, registerThroughApi } from "./fixtures/auth.ts";
import { mailsTo } from "./fixtures/outbox.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast, uniqueEmail } from "./fixtures/test.ts";

test("team members: invite by email, file under a department, see them register, remove", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const department = `Marketing ${Date.now()}`;
  expect((await page.request.post("/api/teams", { data: { name: department } })).status()).toBe(201);
  const email = uniqueEmail("invitee");
  const row = page.getByRole("listitem").filter({ hasText: email });

  await test.step("an empty list invites the first team member", async () => {
    await page.goto("/team-members");
    await expect(page.getByRole("heading", { name: "Team Members", level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Invite Your First Team Member" }).click();
  });

  await test.step("the dialog needs an email and takes an optional department", async () => {
    const dialog = page.getByRole("dialog", { name: "Invite Team Member" });
    await expect(dialog.getByLabel("Department (optional)")).toHaveText("No Department");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Send Invitation" }).click();
    await expect(toast(page)).toContainText("Please enter an email address");
    await dialog.getByLabel("Email Address").fill(email);
    await dialog.getByLabel("Department (optional)").click();
    await page.getByRole("option", { name: department }).click();
    await dialog.getByRole("button", { name: "Send Invitation" }).click();
    await expect(toast(page)).toContainText("Team Member Invited");
  });

  await test.step("the invitee is listed as not registered, and the email carries the register link", async () => {
    await expect(row).toContainText("Not Registered");
    await expect(row).toContainText("Email invitation needed for registration");
    await expect(row).toContainText(/Invited /);
    await expect(row).toContainText(department);
    await expect
      .poll(async () => (await mailsTo(email)).join("\n"))
      .toContain(`/register?email=${encodeURIComponent(email)}`);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the department selector changes the department", async () => {
    await page.getByRole("combobox", { name: `Department of ${email}` }).click();
    await page.getByRole("option", { name: "No Department" }).click();
    await expect(toast(page)).toContainText("Team Member Updated");
    await expect(row.getByText(department)).toBeHidden();
  });

  await test.step("once they register with that address they show as Registered", async () => {
    const anonymous = await apiContext();
    try {
      const invitee = await registerThroughApi(anonymous, { email, firstName: "Ivy", lastName: "Invitee" });
      const me = await anonymous.get("/api/auth/user");
      expect(((await me.json()) as { isApproved: boolean }).isApproved).toBe(true);
      expect(invitee.email).toBe(email);
    } finally {
      await anonymous.dispose();
    }
    await page.reload();
    const registered = page.getByRole("listitem").filter({ hasText: "Ivy Invitee" });
    await expect(registered).toContainText("Registered");
    await expect(registered).not.toContainText("Not Registered");
    await expect(registered).not.toContainText("Email invitation needed for registration");
  });

  await test.step("remove asks first", async () => {
    await page
      .getByRole("listitem")
      .filter({ hasText: "Ivy Invitee" })
      .getByRole("button", { name: "Remove" })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Remove Team Member" });
    await expect(confirm).toContainText(
      "Are you sure you want to remove this team member? This action cannot be undone.",
    );
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(toast(page)).toContainText("Team Member Removed");
    await expect(page.getByRole("button", { name: "Invite Your First Team Member" })).toBeVisible();
  });
});
