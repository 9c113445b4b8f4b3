import http from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { request } from "../test/app-process.ts";
import { DrainingServer, drainingServerFactory, IDLE_CLOSE_MS, SHUTTING_DOWN_MESSAGE } from "./shutdown.ts";

/*
 * The draining HTTP server on its own (no app): what each kind of connection gets once the
 * shutdown starts. The whole process under SIGTERM is tested in server/main.test.ts.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const servers: DrainingServer[] = [];
const agents: http.Agent[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.destroyAll();
  for (const agent of agents.splice(0)) agent.destroy();
});

/** A draining server on a free port whose handler answers 200 'ok' after `delayMs`. */
async function serve(delayMs = 0) {
  const server = new DrainingServer((_req, res) => {
    setTimeout(() => res.end("ok"), delayMs);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const closed = new Promise<void>((resolve) => server.once("close", () => resolve()));
  return { server, port, base: `http://127.0.0.1:${port}`, closed };
}

function keepAliveAgent(): http.Agent {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

function rawConnect(port: number): Promise<Socket & { received: () => string; ended: Promise<void> }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (d) => (received += d));
    socket.on("error", () => {});
    const ended = new Promise<void>((r) => socket.once("close", () => r()));
    socket.once("connect", () => resolve(Object.assign(socket, { received: () => received, ended })));
  });
}

describe("DrainingServer", () => {
  it("answers a request on an open keep-alive connection with 503 and Connection: close, and refuses new connections", async () => {
    const { server, base, closed } = await serve();
    const agent = keepAliveAgent();
    expect(await request(agent, base, { path: "/" })).toMatchObject({ status: 200, reused: false });
    server.drain();
    const during = await request(agent, base, { path: "/" });
    expect(during).toMatchObject({ status: 503, connection: "close", reused: true });
    expect(JSON.parse((during as { body: string }).body)).toMatchObject({ message: SHUTTING_DOWN_MESSAGE });
    expect(await request(keepAliveAgent(), base, { path: "/" })).toMatchObject({ error: "ECONNREFUSED" });
    await closed;
  });

  it("lets a request in flight finish, with Connection: close, before close() calls back", async () => {
    const { server, base, closed } = await serve(400);
    let done = false;
    void closed.then(() => (done = true));
    const pending = request(keepAliveAgent(), base, { path: "/" });
    await sleep(100);
    server.drain();
    await sleep(100);
    expect(done).toBe(false);
    expect(await pending).toMatchObject({ status: 200, connection: "close", body: "ok" });
    await closed;
  });

  it("closes an idle keep-alive connection only after it has been idle for IDLE_CLOSE_MS", async () => {
    const { server, base, closed } = await serve();
    const agent = keepAliveAgent();
    await request(agent, base, { path: "/" });
    server.drain();
    await sleep(IDLE_CLOSE_MS / 2);
    expect(server.connectionCount).toBe(1);
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(IDLE_CLOSE_MS + 1000);
  });

  it("does not close a connection that has sent part of its next request; that request gets the 503", async () => {
    const { server, port, closed } = await serve();
    const socket = await rawConnect(port);
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await sleep(100);
    socket.write("GET /next HTTP/1.1\r\nHost: x\r\n");
    await sleep(100);
    server.drain();
    await sleep(IDLE_CLOSE_MS + 500);
    expect(server.connectionCount).toBe(1);
    socket.write("\r\n");
    await socket.ended;
    expect(socket.received()).toMatch(/^HTTP\/1\.1 200[\s\S]*HTTP\/1\.1 503 [\s\S]*connection: close\r\n/i);
    expect(socket.received()).toContain(SHUTTING_DOWN_MESSAGE);
    await closed;
  });

  it("reads a request body that arrives during the drain before answering 503, so the client is not reset", async () => {
    const { server, base } = await serve();
    const agent = keepAliveAgent();
    await request(agent, base, { path: "/" });
    server.drain();
    const body = Buffer.alloc(4 * 1024 * 1024, 7);
    const answer = await request(agent, base, { method: "POST", path: "/upload", body });
    expect(answer).toMatchObject({ status: 503, connection: "close", reused: true });
  });

  it("destroyAll() ends every connection still open, upgraded or not", async () => {
    const { server, port, closed } = await serve();
    const socket = await rawConnect(port);
    socket.write("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc");
    server.drain();
    await sleep(IDLE_CLOSE_MS + 300);
    expect(server.connectionCount).toBe(1);
    server.destroyAll();
    await socket.ended;
    await closed;
  });

  it("drainingServerFactory applies Fastify's timeouts", () => {
    const server = drainingServerFactory(() => {}, {
      keepAliveTimeout: 72_000,
      requestTimeout: 5000,
      connectionTimeout: 0,
      maxRequestsPerSocket: 0,
    });
    expect(server).toBeInstanceOf(DrainingServer);
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.requestTimeout).toBe(5000);
  });
});
