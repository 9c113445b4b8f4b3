import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A webhook receiver for tests (product rules §28), shared by the API tests of the delivery worker
 * and the e2e spec of the settings screen.
 */

/** One request the receiver accepted: a good signature, a fresh timestamp. */
export type Received = { delivery: string; event: string; body: Record<string, unknown> };

/**
 * A webhook receiver on 127.0.0.1 (a random port): it checks the signature and the timestamp of every
 * request, answers 500 to the first `failFirst` attempts of each delivery, and keeps the successes.
 */
export type Receiver = {
  url: string;
  secret: string;
  /** 2xx answers, in order. */
  successes: Received[];
  /** Requests refused for a bad or missing signature or an old timestamp. */
  badSignatures: number;
  /** Attempts seen per delivery id. */
  attempts: Map<string, number>;
  close: () => Promise<void>;
};

/** Verifies `X-Sprintboard-Signature: t=...,v1=...` as docs/api.md tells receivers to. */
export function verifySignature(secret: string, header: string | undefined, body: string): boolean {
  const parts = Object.fromEntries((header ?? "").split(",").map((p) => p.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300 || !parts.v1) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startReceiver(failFirst = 2): Promise<Receiver> {
  const receiver: Omit<Receiver, "url" | "close"> = {
    secret: "",
    successes: [],
    badSignatures: 0,
    attempts: new Map(),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const sig = req.headers["x-sprintboard-signature"] as string | undefined;
      if (!verifySignature(receiver.secret, sig, raw)) {
        receiver.badSignatures += 1;
        res.writeHead(401).end();
        return;
      }
      const delivery = String(req.headers["x-sprintboard-delivery"]);
      const seen = (receiver.attempts.get(delivery) ?? 0) + 1;
      receiver.attempts.set(delivery, seen);
      if (seen <= failFirst) {
        res.writeHead(500).end("not yet");
        return;
      }
      const event = String(req.headers["x-sprintboard-event"]);
      receiver.successes.push({ delivery, event, body: JSON.parse(raw) });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as Receiver;
}

/** A receiver that answers 200 at once, then trickles its body a byte at a time until released. */
export type Trickler = {
  url: string;
  /** Requests whose answer is still trickling. */
  open: number;
  /** The most requests open at once. */
  mostOpen: number;
  /** Requests answered in full. */
  finished: number;
  /** Ends every open answer, and answers later requests at once. */
  release: () => void;
  close: () => Promise<void>;
};

export async function startTrickler(): Promise<Trickler> {
  const ends: (() => void)[] = [];
  let released = false;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "text/plain" });
      const finish = () => {
        clearInterval(drip);
        res.end("ok");
        trickler.open -= 1;
        trickler.finished += 1;
      };
      const drip = setInterval(() => res.write("."), 100);
      trickler.open += 1;
      trickler.mostOpen = Math.max(trickler.mostOpen, trickler.open);
      if (released) finish();
      else ends.push(finish);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const trickler: Trickler = {
    url: `http://127.0.0.1:${port}/slow`,
    open: 0,
    mostOpen: 0,
    finished: 0,
    release: () => {
      released = true;
      for (const end of ends.splice(0)) end();
    },
    close: () => {
      trickler.release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return trickler;
}
