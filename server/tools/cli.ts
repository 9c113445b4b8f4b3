// `npm run backup -- FILE` and `npm run restore -- FILE [--force]`: the database named by the
// usual environment (DATABASE_URL, else the embedded PGlite in DATA_DIR/db).
import { existsSync } from "node:fs";
import path from "node:path";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createBackup } from "./backup.ts";
import { BackupError } from "./backup-format.ts";
import { checkBackupFile, restoreBackup } from "./restore.ts";

const USAGE = "Usage: npm run backup -- FILE\n       npm run restore -- FILE [--force]";

/** Parses `backup FILE` / `restore FILE [--force]`; throws BackupError with the usage otherwise. */
function parseArgs(argv: string[]): { command: "backup" | "restore"; file: string; force: boolean } {
  const [command, ...rest] = argv;
  const force = rest.includes("--force");
  const files = rest.filter((a) => a !== "--force");
  const bad = files.find((a) => a.startsWith("-"));
  if (
    (command !== "backup" && command !== "restore") ||
    files.length !== 1 ||
    bad ||
    (force && command === "backup")
  )
    throw new BackupError(bad ? `Unknown option ${bad}\n${USAGE}` : USAGE);
  return { command, file: path.resolve(files[0]!), force };
}

/**
 * The embedded PGlite is a single-process database: while the app has DATA_DIR/db open (its
 * postmaster.pid exists) no other process may open it, so the tools refuse instead.
 */
function assertPgliteFree(config: Config): void {
  if (config.databaseUrl) return;
  const pid = path.join(config.dataDir, "db", "postmaster.pid");
  if (existsSync(pid))
    throw new BackupError(
      `The embedded database in ${path.join(config.dataDir, "db")} is in use (${pid} exists). ` +
        "Stop Sprintboard first: PGlite allows one process at a time. If the app crashed, start and stop it once.",
    );
}

/** Runs one command; returns the process exit code. */
async function main(argv: string[]): Promise<number> {
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const { command, file, force } = parseArgs(argv);
    // The tools never need the session secret: do not create DATA_DIR/session-secret as a side effect.
    const config = loadConfig({
      ...process.env,
      SESSION_SECRET: process.env.SESSION_SECRET || "unused-by-backup-tools",
    });
    assertPgliteFree(config);
    // Check the file before opening (for PGlite, possibly creating) the target database.
    if (command === "restore") await checkBackupFile(file);
    const where = config.databaseUrl
      ? "PostgreSQL (DATABASE_URL)"
      : `PGlite in ${path.join(config.dataDir, "db")}`;
    database = await openDatabase(config);
    if (command === "backup") {
      const s = await createBackup(database, file);
      console.log(`Backed up ${s.rows} rows in ${s.tables} tables from ${where} to ${file}`);
    } else {
      const s = await restoreBackup(database, file, { force });
      const how = s.replaced ? "replacing its previous data" : "into an empty database";
      console.log(
        `Restored ${s.rows} rows in ${s.tables} tables to ${where}, ${how} (backup of ${s.createdAt}, from ${s.source})`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof BackupError || err instanceof ConfigError) console.error(err.message);
    else console.error(`${argv[0] ?? "backup"} failed: ${(err as Error).message}`);
    return 1;
  } finally {
    await database?.close().catch(() => {});
  }
}

process.exit(await main(process.argv.slice(2)));
