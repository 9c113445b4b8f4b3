import type { Sprint } from "../contract/sprints.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

test("double-clicking Create Sprint sends one request and creates one sprint", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/sprints");
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/sprints") posts += 1;
  });
  await page.getByRole("button", { name: "Create Sprint" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Sprint" });
  await dialog.getByLabel("Sprint Name").fill("Only once");
  await dialog.getByRole("button", { name: "Create Sprint" }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: /Only once/ })).toHaveCount(1);
  const sprints = (await (await page.request.get("/api/sprints")).json()) as Sprint[];
  expect(sprints.filter((s) => s.name === "Only once")).toHaveLength(1);
  expect(posts).toBe(1);
});

test("submitting the Create Sprint form twice (Enter, Enter) sends one request", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/sprints");
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/sprints") posts += 1;
  });
  await page.getByRole("button", { name: "Create Sprint" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Sprint" });
  const name = dialog.getByLabel("Sprint Name");
  await name.fill("Enter twice");
  // Enter in a field is the form's implicit submission: twice, within one task, as fast as it gets.
  await name.evaluate((input) => {
    const form = (input as unknown as { form: { requestSubmit: () => void } | null }).form;
    form?.requestSubmit();
    form?.requestSubmit();
  });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: /Enter twice/ })).toHaveCount(1);
  expect(posts).toBe(1);
});

test("a dirty dialog asks before Esc or an outside click discards it; a clean one just closes", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/sprints");
  const open = page.getByRole("button", { name: "Create Sprint" }).first();
  const dialog = page.getByRole("dialog", { name: "Create Sprint" });
  const confirm = page.getByRole("alertdialog", { name: "Discard changes?" });

  await open.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(confirm).toBeHidden();

  await open.click();
  await dialog.getByLabel("Sprint Name").fill("Half typed");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Keep editing" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel("Sprint Name")).toHaveValue("Half typed");

  await page.mouse.click(5, 5); // outside the dialog
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
  await expect(confirm).toBeHidden();
});
