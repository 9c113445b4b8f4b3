import { type ImportFormat, MAX_IMPORT_BYTES } from "../../../../contract/imports.ts";
import { badRequest, HttpError } from "../../../platform/errors.ts";
import { parseGenericCsv, parseJiraCsv } from "./csv-files.ts";
import type { Parsed } from "./normalize.ts";
import { parseTrelloOffThread } from "./off-thread.ts";
import { parseTrello } from "./trello.ts";

export type { Parsed } from "./normalize.ts";

/** A Trello file up to this size is read in place (JSON.parse takes a few ms); a larger one in a worker. */
const TRELLO_IN_PLACE = 256 * 1024;

const PARSERS: Record<ImportFormat, (content: string) => Promise<Parsed>> = {
  trello: async (content) =>
    content.length <= TRELLO_IN_PLACE ? parseTrello(content) : parseTrelloOffThread(content),
  jira: parseJiraCsv,
  csv: parseGenericCsv,
};

/**
 * Reads a file in `format` within the limits (5 MB: 413; more than 5,000 rows, or no row: 400),
 * without holding the event loop for long: CSV files are read in slices, large Trello files in a
 * worker thread.
 */
export async function parseImport(format: ImportFormat, content: string): Promise<Parsed> {
  if (Buffer.byteLength(content, "utf8") > MAX_IMPORT_BYTES) {
    throw new HttpError(
      413,
      "The file is larger than 5 MB; split it into smaller files",
      undefined,
      "IMPORT_FILE_TOO_LARGE",
    );
  }
  if (content.trim() === "") throw badRequest("The file is empty", "IMPORT_FILE_EMPTY");
  const parsed = await PARSERS[format](content);
  if (parsed.rows.length === 0 && parsed.skippedCount === 0) {
    throw badRequest("The file has no tasks", "IMPORT_NO_TASKS");
  }
  return parsed;
}
