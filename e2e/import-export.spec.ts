import { card, column } from "./fixtures/board.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test, toast } from "./fixtures/test.ts";

// Import and export (product rules §30): a generic CSV into a new project through the page, driven
// with the keyboard, then the board, and the CSV export of the project.

const CSV = [
  "title,description,status,priority,assignee email,due date,tags,points",
  "Plan the review,Invite the stakeholders.,To Do,high,,2026-05-04,meeting; planning,2",
  "Fix the flaky test,,Blocked,low,,,ci,?",
  "Archive old projects,,Done,,,,,0",
  "Bad row,,To Do,,,31/31/2026,,",
  // 100 more rows without a title: the page lists the first 100 skipped rows of 101.
  ...Array.from({ length: 100 }, () => ",no title,To Do,,,,,"),
].join("\n");

test("imports a CSV into a new project with the keyboard, then exports it as CSV", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  await page.goto("/projects");
  await page.getByRole("link", { name: "Import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import Tasks" })).toBeVisible();

  await test.step("chooses the file and names the project", async () => {
    await page
      .getByLabel("File")
      .setInputFiles({ name: "tasks.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
    await expect(page.getByRole("combobox", { name: "Format" })).toHaveText("Generic CSV");
    await page.getByLabel("Project name").focus();
    await page.keyboard.type("Imported Work");
    await page.getByRole("button", { name: "Preview" }).focus();
    await page.keyboard.press("Enter");
  });

  await test.step("sees the preview and maps 'Blocked' to Review with the keyboard", async () => {
    await expect(page.getByText("3 tasks to import, 101 skipped.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "101 rows skipped" })).toBeVisible();
    await expect(page.getByText("The first 100 are listed.")).toBeVisible();
    await expect(page.getByText('Row 4: due date "31/31/2026" is not a date')).toBeVisible();
    await expect(page.getByText("Row 103: missing title")).toBeVisible();
    await expect(page.getByText("Row 104: missing title")).toHaveCount(0);
    const blocked = page.getByRole("combobox", { name: "Blocked (1)" });
    await expect(blocked).toHaveText("Create column");
    await blocked.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "Review", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(blocked).toHaveText("Review");
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("imports and sees the report", async () => {
    await page.getByRole("button", { name: "Import 3 tasks" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Import complete" })).toBeVisible();
    await expect(page.getByText("3 tasks imported, 101 skipped.")).toBeVisible();
    await expect(toast(page)).toContainText("Import complete");
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("opens the project and sees the tasks on the board", async () => {
    await page.getByRole("link", { name: "Open the project" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Imported Work" })).toBeVisible();
    await expect(card(column(page, "todo"), "Plan the review")).toBeVisible({ timeout: 30_000 });
    await expect(card(column(page, "review"), "Fix the flaky test")).toBeVisible();
    await expect(card(column(page, "done"), "Archive old projects")).toBeVisible();
  });

  await test.step("downloads the CSV export", async () => {
    await page.getByRole("button", { name: "Export" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Export as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^IW-\d{4}-\d\d-\d\d\.csv$/);
    const text = (await download.createReadStream()).toArray();
    const body = Buffer.concat((await text) as Buffer[])
      .toString("utf8")
      .replace(/^\uFEFF/, "");
    const lines = body.trim().split("\n");
    expect(lines[0]).toBe(
      "key,title,description,status,priority,assignee email,due date,tags,points,start date",
    );
    expect(lines).toContain(
      "IW-1,Plan the review,Invite the stakeholders.,To Do,high,,2026-05-04T00:00:00.000Z,meeting; planning,2,",
    );
    expect(lines).toHaveLength(4);
  });
});
