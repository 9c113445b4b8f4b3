import { SESSION_ENDED_CODE } from "@contract/events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RealtimeConnection } from "./socket";

/** A stand-in for the browser's WebSocket: records what was opened and lets the test close it. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static opened: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  closedWith: number | null = null;
  close(code: number) {
    this.closedWith = code;
    this.readyState = FakeSocket.CLOSED;
  }
  serverClose(code: number, reason = "") {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.opened = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("window", { location: { protocol: "http:", host: "app.test" } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the tab's socket", () => {
  it("reconnects after a dropped connection and joins again", () => {
    const connection = new RealtimeConnection();
    connection.join(7, 1);
    FakeSocket.opened[0]!.open();
    FakeSocket.opened[0]!.serverClose(1006);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(2);
    FakeSocket.opened[1]!.open();
    expect(FakeSocket.opened[1]!.sent.map((s) => JSON.parse(s).type)).toEqual(["join_project"]);
  });

  it("treats close code 4401 as signed out: tells its listeners once and does not reconnect", () => {
    const connection = new RealtimeConnection();
    const ended = vi.fn();
    connection.onSessionEnd(ended);
    connection.join(7, 1);
    FakeSocket.opened[0]!.open();
    FakeSocket.opened[0]!.serverClose(SESSION_ENDED_CODE, "Session ended");
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.opened).toHaveLength(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("opens again when a page joins after the user signed in anew", () => {
    const connection = new RealtimeConnection();
    connection.join(7, 1);
    FakeSocket.opened[0]!.open();
    FakeSocket.opened[0]!.serverClose(SESSION_ENDED_CODE, "Session ended");
    connection.leave(7);
    connection.join(8, 1);
    expect(FakeSocket.opened).toHaveLength(2);
  });

  it("stays open for the signed-in app without any project, and closes once nothing holds it", () => {
    const connection = new RealtimeConnection();
    const release = connection.retain();
    expect(FakeSocket.opened).toHaveLength(1);
    FakeSocket.opened[0]!.open();
    // A board joins and leaves over the same socket.
    connection.join(7, 1);
    connection.leave(7);
    expect(FakeSocket.opened).toHaveLength(1);
    expect(FakeSocket.opened[0]!.closedWith).toBeNull();
    release();
    expect(FakeSocket.opened[0]!.closedWith).toBe(1000);
  });

  it("reconnects an app-wide socket and tells its open listeners whether it reopened", () => {
    const connection = new RealtimeConnection();
    const opened = vi.fn();
    connection.onOpen(opened);
    connection.retain();
    FakeSocket.opened[0]!.open();
    FakeSocket.opened[0]!.serverClose(1006);
    vi.advanceTimersByTime(60_000);
    FakeSocket.opened[1]!.open();
    expect(opened.mock.calls).toEqual([[false], [true]]);
  });

  it("on logout closes without a session-end notice and stays closed until resumed", () => {
    const connection = new RealtimeConnection();
    const ended = vi.fn();
    connection.onSessionEnd(ended);
    connection.retain();
    FakeSocket.opened[0]!.open();
    const resume = connection.suspend();
    expect(FakeSocket.opened[0]!.closedWith).toBe(1000);
    FakeSocket.opened[0]!.serverClose(SESSION_ENDED_CODE, "Session ended");
    vi.advanceTimersByTime(60_000);
    expect(ended).not.toHaveBeenCalled();
    expect(FakeSocket.opened).toHaveLength(1);
    resume();
    expect(FakeSocket.opened).toHaveLength(2);
  });
});
