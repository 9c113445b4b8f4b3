import { createApprovedUser } from "./fixtures/auth.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

// Issue 9: controls a user may not use are hidden rather than answered with 403 (product rules §5).
test("a project member sees no sprint edit or delete and no project delete", async ({
  page,
  approvedUser,
}) => {
  const colleague = await createApprovedUser({ firstName: "Colin" });
  await signIn(page, approvedUser);
  const sprint = (await (
    await page.request.post("/api/sprints", { data: { name: "Owned sprint" } })
  ).json()) as {
    id: number;
  };
  const project = (await (
    await page.request.post("/api/projects", { data: { name: "Shared project", sprintId: sprint.id } })
  ).json()) as { id: number };
  const boards = await (await page.request.get(`/api/projects/${project.id}/boards`)).json();
  const task = await (
    await page.request.post(`/api/boards/${boards[0].id}/tasks`, { data: { title: "Shared work" } })
  ).json();
  // Assigning the colleague makes them a project member, so they see the sprint too.
  expect(
    (await page.request.put(`/api/tasks/${task.id}`, { data: { assignedTo: colleague.id } })).status(),
  ).toBe(200);

  await page.context().clearCookies();
  await signIn(page, colleague);
  await page.goto(`/sprints/${sprint.id}`);
  await expect(page.getByRole("heading", { name: "Owned sprint", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Sprint" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);

  await page.goto("/projects");
  await page.getByRole("button", { name: "Edit Shared project" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Project" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await expect(dialog.getByRole("combobox", { name: "Owner" })).toBeDisabled();
});
