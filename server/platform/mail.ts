import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";

/** One outgoing message; `link` is also logged when there is no SMTP server. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** The outbox row it comes from: names the `.eml` file apart from others of the same millisecond. */
  outboxId?: number;
};

/** Whether a send error is permanent: the SMTP server refused with a 5xx answer (no retry helps). */
export function isPermanentMailError(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
/** Sends mail through SMTP_URL, else writes `.eml` files to DATA_DIR/outbox. */
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** Builds the mailer for this configuration. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    // Timeouts well inside the outbox lease (MAIL_LEASE_SECONDS), so a stuck server fails the attempt.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      send: async (mail) => {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
      },
    };
  }
  const outbox = path.join(config.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      await mkdir(outbox, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const id = mail.outboxId === undefined ? "" : `-${String(mail.outboxId).padStart(9, "0")}`;
      const file = path.join(outbox, `${stamp}${id}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info(
        { to: mail.to, file, link: mail.link },
        `mail written to outbox${mail.link ? `: ${mail.link}` : ""}`,
      );
    },
  };
}
