import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/*
 * A real SMTP server for tests (the `smtp-server` package), whose messages are parsed with
 * `mailparser`. `behaviour` decides, per recipient, whether to accept, refuse for now (4xx), refuse
 * for good (5xx) or hold the message (never answer the DATA until released).
 */

/** A received message: its parse, recipients and the raw header lines by lower-case name. */
export type Received = ParsedMail & { rcpt: string[]; header: (name: string) => string | undefined };

/** What the server does with a message to a recipient. */
export type Behaviour = "accept" | "temporary" | "permanent" | "hold";

/** A running receiver. */
export type SmtpReceiver = {
  url: string;
  port: number;
  messages: Received[];
  /** Per recipient address; the default accepts. */
  behaviour: Map<string, Behaviour>;
  /** Resolves when a held message's DATA has started arriving (the app is mid-send). */
  held: () => Promise<void>;
  /** Waits until `count` messages to `to` have arrived (polling the list, no fixed sleep). */
  waitFor: (to: string, count?: number, timeoutMs?: number) => Promise<Received[]>;
  close: () => Promise<void>;
};

function smtpError(message: string, code: number): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/** Starts a receiver on a free port of 127.0.0.1. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: Received[] = [];
  const behaviour = new Map<string, Behaviour>();
  let markHeld: () => void = () => {};
  let heldPromise = new Promise<void>((r) => {
    markHeld = r;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const b = behaviour.get(address.address.toLowerCase()) ?? "accept";
      if (b === "permanent") return callback(smtpError("Mailbox unavailable", 550));
      if (b === "temporary") return callback(smtpError("Try again later", 451));
      callback();
    },
    onData(stream, session, callback) {
      const rcpt = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      if (rcpt.some((r) => behaviour.get(r) === "hold")) {
        // Read and never answer: the sender's connection stays open until it is killed.
        stream.resume();
        markHeld();
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const header = (name: string) =>
            parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, "");
          messages.push(Object.assign(parsed, { rcpt, header }));
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    behaviour,
    held: () => heldPromise,
    async waitFor(to, count = 1, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = messages.filter((m) => m.rcpt.includes(to.toLowerCase()));
        if (mine.length >= count) return mine;
        if (Date.now() > deadline) throw new Error(`no ${count} message(s) to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        heldPromise = Promise.resolve();
        server.close(() => resolve());
      }),
  };
}
