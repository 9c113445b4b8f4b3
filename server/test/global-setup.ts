import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";

/** Name of the migrated template database on a real PostgreSQL server. */
export const PG_TEMPLATE = "sprintboard_test_template";

/**
 * Builds one migrated template per run: a PGlite data-directory dump (default), or a template
 * database on the server in TEST_DATABASE_URL. Each test file then starts from a fresh copy.
 */
export default async function setup(project: TestProject): Promise<void> {
  // Every Vitest project runs this (each may load this module anew); they share one template.
  const shared = globalThis as { sprintboardTestTemplate?: Promise<string | undefined> };
  shared.sprintboardTestTemplate ??= buildTemplate();
  const file = await shared.sprintboardTestTemplate;
  if (file) project.provide("pgliteTemplate", file);
}

/** The PGlite dump's path, or undefined on a server (whose template is a database). */
async function buildTemplate(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE}`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, PG_TEMPLATE) });
    await runMigrations(database);
    await database.close();
    return undefined;
  }
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const database = await openDatabase({ pglite });
  await runMigrations(database);
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const dir = path.resolve(".tmp");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
