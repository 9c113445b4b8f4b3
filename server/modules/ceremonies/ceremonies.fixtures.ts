import type { TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, makeProject, makeSprint } from "../projects/projects.fixtures.ts";

/** A sprint with a project shared by its owner and two members, an outsider, and a project elsewhere. */
export type CeremonyScene = {
  owner: TestUser;
  member: TestUser;
  member2: TestUser;
  outsider: TestUser;
  sprintId: number;
  projectId: number;
  elsewhereProjectId: number;
};

/** Builds a CeremonyScene (the owner's sprint is active). */
export async function ceremonyScene(t: TestApp, name = "Ceremonies"): Promise<CeremonyScene> {
  const owner = await createUser(t, { firstName: "Olga" });
  const member = await createUser(t, { firstName: "Max" });
  const member2 = await createUser(t, { firstName: "Nina" });
  const outsider = await createUser(t, { firstName: "Zed" });
  const sprint = await makeSprint(t, owner, { name, status: "active" });
  const project = await makeProject(t, owner, { sprintId: sprint.id });
  await addProjectMember(t, project.id, member);
  await addProjectMember(t, project.id, member2);
  const elsewhere = await makeProject(t, owner);
  return {
    owner,
    member,
    member2,
    outsider,
    sprintId: sprint.id,
    projectId: project.id,
    elsewhereProjectId: elsewhere.id,
  };
}

/** Opens the scene's retro (as its owner) and returns its id. */
export async function openRetro(t: TestApp, s: CeremonyScene, body: Record<string, unknown> = {}) {
  const res = await as(t.app, s.owner).put(`/api/sprints/${s.sprintId}/retro`, body);
  if (res.statusCode !== 200) throw new Error(`open retro failed ${res.statusCode}: ${res.body}`);
  return res.json().id as number;
}
