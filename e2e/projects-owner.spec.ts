import { createApprovedUser } from "./fixtures/auth.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

// Issue 9: All Projects shows each project's owner, in every view, from one opt-in list call.
test("All Projects shows each project's owner in the cards, list and table views", async ({
  page,
  approvedUser,
}) => {
  const jane = await createApprovedUser({ firstName: "Jane", lastName: "Owner" });
  await signIn(page, approvedUser);
  const create = async (name: string) => {
    const res = await page.request.post("/api/projects", { data: { name } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  await create("My own project");
  const handed = await create("Handed to Jane");
  // Handing the project over keeps the old owner as a member, so it stays on their list.
  const put = await page.request.put(`/api/projects/${handed}`, { data: { ownerId: jane.id } });
  expect(put.status(), await put.text()).toBe(200);

  const listCall = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/projects");
  await page.goto("/projects");
  expect(new URL((await listCall).url()).search).toBe("?include=owner");
  const item = (name: string) => page.getByTestId("project-item").filter({ hasText: name });
  const me = `Owner: ${approvedUser.firstName} ${approvedUser.lastName}`;
  await expect(item("Handed to Jane").getByTestId("project-owner")).toHaveText("Owner: Jane Owner");
  await expect(item("My own project").getByTestId("project-owner")).toHaveText(me);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/projects?view=list");
  await expect(item("Handed to Jane").getByTestId("project-owner")).toHaveText("Owner: Jane Owner");
  await page.goto("/projects?view=table");
  await expect(item("Handed to Jane").getByTestId("project-owner")).toHaveText("Owner: Jane Owner");
  await expect(item("My own project").getByTestId("project-owner")).toHaveText(me);

  // The default list call, which other screens use, keeps the documented keys.
  const plain = (await (await page.request.get("/api/projects")).json()) as Record<string, unknown>[];
  expect(plain.every((p) => !("owner" in p))).toBe(true);
});
