import type { TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, makeProject } from "../projects/projects.fixtures.ts";
import { makeTeam } from "../teams/teams.fixtures.ts";

/**
 * A chat scene: `owner` owns a project (with `member`) and a department (with `colleague`);
 * `outsider` shares nothing with anyone.
 */
export type ChatScene = {
  owner: TestUser;
  member: TestUser;
  colleague: TestUser;
  outsider: TestUser;
  projectId: number;
  teamId: number;
  /** The channels of the project and the department. */
  projectChannel: number;
  teamChannel: number;
};

/** Builds a ChatScene through the API. */
export async function chatScene(t: TestApp): Promise<ChatScene> {
  const owner = await createUser(t, { firstName: "Olive", lastName: `Owner${Date.now() % 1000}` });
  const member = await createUser(t, { firstName: "Mia", lastName: `Member${Date.now() % 1000}` });
  const colleague = await createUser(t);
  const outsider = await createUser(t);
  const project = await makeProject(t, owner, { name: "Chat project" });
  await addProjectMember(t, project.id, member);
  const team = await makeTeam(t, owner, { name: "Chat department" });
  const added = await as(t.app, owner).post(`/api/teams/${team.id}/members`, { userId: colleague.id });
  if (added.statusCode !== 201) throw new Error(`add member failed ${added.statusCode}: ${added.body}`);
  const channels = await listChannels(t, owner);
  const projectChannel = channels.find((c) => c.projectId === project.id)!.id;
  const teamChannel = channels.find((c) => c.teamId === team.id)!.id;
  return {
    owner,
    member,
    colleague,
    outsider,
    projectId: project.id,
    teamId: team.id,
    projectChannel,
    teamChannel,
  };
}

type ChannelJson = {
  id: number;
  kind: string;
  name: string;
  projectId: number | null;
  teamId: number | null;
  unreadCount: number;
};

/** GET /api/chat/channels as `user` (throws unless 200). */
export async function listChannels(t: TestApp, user: TestUser): Promise<ChannelJson[]> {
  const res = await as(t.app, user).get("/api/chat/channels");
  if (res.statusCode !== 200) throw new Error(`list channels failed ${res.statusCode}: ${res.body}`);
  return res.json().channels;
}

/** Posts a message and returns its JSON (throws unless 201). */
export async function postMessage(
  t: TestApp,
  user: TestUser,
  channelId: number,
  body: Record<string, unknown>,
) {
  const res = await as(t.app, user).post(`/api/chat/channels/${channelId}/messages`, body);
  if (res.statusCode !== 201) throw new Error(`post message failed ${res.statusCode}: ${res.body}`);
  return res.json() as { id: number; content: string; attachment: { name: string; url: string } | null };
}

/** `@First Last`, the mention of a test user. */
export const mention = (u: TestUser) => `@${u.firstName} ${u.lastName}`;
