import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { apiContext } from "./fixtures/auth.ts";
import { BASE_URL } from "./fixtures/env.ts";
import { expect, expectNoSeriousA11yViolations, signIn, test } from "./fixtures/test.ts";

/** A 1x1 PNG, base64. */
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/**
 * The attacker's page: `no-cors` writes with the visitor's cookies (a form post could do the same),
 * a multipart avatar upload, a JSON body sent as text/plain, and a bodiless logout.
 */
function attackerPage(app: string): string {
  const script = `
    const app = ${JSON.stringify(app)};
    const send = (path, init) =>
      fetch(app + path, { method: "POST", mode: "no-cors", credentials: "include", ...init }).catch(() => {});
    (async () => {
      const png = Uint8Array.from(atob(${JSON.stringify(PNG_BASE64)}), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append("avatar", new Blob([png], { type: "image/png" }), "planted.png");
      await send("/api/user/avatar", { body: form });
      await send("/api/projects", {
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ name: "Planted by another origin" }),
      });
      await send("/api/auth/logout", {});
      document.getElementById("status").textContent = "sent";
    })();`;
  return `<!doctype html><html lang="en"><head><title>Elsewhere</title></head><body>
<main><h1>Elsewhere</h1><p id="status">sending</p></main><script>${script}</script></body></html>`;
}

/** Serves the attacker's page on a free port of 127.0.0.1: same site as the app, another origin. */
async function startAttacker(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(attackerPage(BASE_URL));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

test("a page on another origin of the same site cannot write with the user's session", async ({
  page,
  approvedUser,
}) => {
  await signIn(page, approvedUser);
  // A second session of the same user reads the state, whatever happens to the page's session.
  const observer = await apiContext();
  await observer.post("/api/auth/login", {
    data: { email: approvedUser.email, password: approvedUser.password },
  });
  const avatar = async () => (await (await observer.get("/api/auth/user")).json()).profileImageUrl;
  const projectNames = async () =>
    ((await (await observer.get("/api/projects")).json()) as { name: string }[]).map((p) => p.name);
  const avatarBefore = await avatar();
  const projectsBefore = await projectNames();

  const attacker = await startAttacker();
  try {
    await page.goto(attacker.url);
    await expect(page.locator("#status")).toHaveText("sent");
  } finally {
    attacker.server.close();
  }

  expect(await avatar(), "the avatar is unchanged").toBe(avatarBefore);
  expect(await projectNames(), "no project was created").toEqual(projectsBefore);
  const session = await page.request.get("/api/auth/user");
  expect(session.status(), "the session survives the cross-origin logout").toBe(200);
  await observer.dispose();

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile Settings", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
