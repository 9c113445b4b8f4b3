import { card, seedBoard } from "./fixtures/board.ts";
import { seedTask } from "./fixtures/seed.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

// The task dialog's pickers (product rules §35, §36) search through the server (GET /api/search):
// the parent and an existing child among the project's tasks, a link's task in any project the
// person may see.

type Seeded = { id: number; key: string; title: string; parentId: number | null };

test("task dialog: set a parent, adopt an existing task and link across projects by search", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  const { projectId, boardId } = await seedBoard(page, "Picker shop");
  const epic = await seedTask<Seeded>(page, boardId, { title: "Payments epic", type: "epic" });
  const story = await seedTask<Seeded>(page, boardId, { title: "Card payments", type: "story" });
  const loose = await seedTask<Seeded>(page, boardId, { title: "Refund flow" });
  const other = await seedBoard(page, "Picker blog");
  const post = await seedTask<Seeded>(page, other.boardId, { title: "Payments blog post" });

  await page.goto(`/projects/${projectId}`);
  await card(page, "Card payments").click();
  const dialog = page.getByRole("dialog", { name: "Edit Task" });
  const tree = dialog.getByRole("region", { name: "Parent and sub-tasks" });

  await test.step("the parent picker finds the epic by key, and nothing of another project", async () => {
    await tree.getByLabel("Set parent").fill(post.key);
    await expect(tree.getByText("No matching task")).toBeVisible();
    await tree.getByLabel("Set parent").fill(epic.key);
    await tree.getByRole("button", { name: new RegExp(`${epic.key} Payments epic`) }).click();
    await expect(tree.getByTestId("task-parent")).toContainText(`Parent:${epic.key} Payments epic`);
    await expect(tree.getByTestId("task-parent").getByRole("img", { name: "Epic" })).toBeVisible();
  });

  await test.step("'Add an existing task' makes a task of the project a sub-task", async () => {
    await tree.getByLabel("Add an existing task").fill("refund");
    await tree.getByRole("button", { name: new RegExp(`${loose.key} Refund flow`) }).click();
    await expect(tree.getByTestId("task-child")).toContainText(`${loose.key}Refund flow`);
    const child = (await (await page.request.get(`/api/tasks/${loose.id}`)).json()) as Seeded;
    expect(child.parentId).toBe(story.id);
  });

  await test.step("a link's task is found in another project", async () => {
    const links = dialog.getByRole("region", { name: "Links" });
    await links.getByRole("button", { name: "Add link" }).click();
    await links.getByLabel("Task to link").fill(post.key);
    await links.getByRole("button", { name: new RegExp(`${post.key} Payments blog post`) }).click();
    await expect(links.getByTestId("task-link")).toContainText(`${post.key} Payments blog post`);
    await expectNoSeriousA11yViolations(page);
  });
});
