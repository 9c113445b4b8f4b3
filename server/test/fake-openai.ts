import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** A plan in the shape the assistant asks for, as the fake model returns it by default. */
export const CANNED_PLAN = {
  projectOverview: "Build a customer portal in three phases, shipping a usable beta early.",
  objectives: ["Launch the beta in 6 weeks", "Cut support tickets by 20%"],
  timeline: {
    totalDuration: "12 weeks",
    phases: [
      { name: "Discovery", duration: "2 weeks" },
      { name: "Build", duration: "8 weeks" },
      { name: "Launch", duration: "2 weeks" },
    ],
  },
  tasks: [
    {
      title: "Interview ten customers",
      description: "Learn what customers need from the portal.",
      priority: "high",
      estimatedDays: 5,
      recommendedDepartment: "Product",
      successCriteria: "Ten interview notes shared with the team",
      dependencies: [],
    },
    {
      title: "Design the portal screens",
      description: "Wireframes and a clickable prototype.",
      priority: "medium",
      estimatedDays: 8,
      recommendedDepartment: "Design",
      successCriteria: "Prototype approved by the product owner",
      dependencies: ["Interview ten customers"],
    },
  ],
};

/** What the fake answers to the next calls. */
export type FakeReply =
  | { kind: "plan"; plan?: unknown }
  | { kind: "content"; content: string }
  | { kind: "status"; status: number; message?: string }
  | { kind: "hang" };

/** A request the fake received. */
export type FakeRequest = { path: string; headers: IncomingHttpHeaders; body: any };

/** A local OpenAI-compatible chat-completions server for tests (the real `openai` SDK talks to it over HTTP). */
export type FakeOpenAi = {
  /** The base URL to use as OPENAI_BASE_URL (ends in /v1, as the provider's does). */
  url: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** Sets the reply to every following call. */
  reply: (reply: FakeReply) => void;
  close: () => Promise<void>;
};

/** Starts the fake on a free port of 127.0.0.1. Answers POST .../chat/completions; anything else is 404. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let next: FakeReply = { kind: "plan" };
  const requests: FakeRequest[] = [];
  const hanging = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      requests.push({ path: req.url ?? "", headers: req.headers, body });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(payload));
      };
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        return json(404, { error: { message: "Not found", type: "invalid_request_error" } });
      }
      const reply = next;
      if (reply.kind === "hang") {
        hanging.add(() => res.destroy());
        return;
      }
      if (reply.kind === "status") {
        return json(reply.status, {
          error: { message: reply.message ?? `Fake error ${reply.status}`, type: "fake_error" },
        });
      }
      const content = reply.kind === "content" ? reply.content : JSON.stringify(reply.plan ?? CANNED_PLAN);
      json(200, {
        id: `chatcmpl-fake-${requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: (body as { model?: string } | undefined)?.model ?? "fake",
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (reply) => {
      next = reply;
    },
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
