import { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";

/** A stand-in for a `ws` socket: open, reading, and recording every send (realtime tests). */
export class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: unknown[] = [];
  terminated = false;
  send(data: unknown) {
    this.sent.push(data);
  }
  ping() {}
  close() {
    this.readyState = 3;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
}

/** A logger that says nothing. */
export const silentLogger = {
  warn() {},
  error() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silentLogger,
} as unknown as FastifyBaseLogger;
