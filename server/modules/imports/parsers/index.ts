import { type ImportFormat, MAX_IMPORT_BYTES, MAX_IMPORT_TASKS } from "../../../../contract/imports.ts";
import { badRequest, HttpError } from "../../../platform/errors.ts";
import { parseGenericCsv, parseJiraCsv } from "./csv-files.ts";
import type { Parsed } from "./normalize.ts";
import { parseTrello } from "./trello.ts";

export type { Parsed } from "./normalize.ts";

const PARSERS: Record<ImportFormat, (content: string) => Parsed> = {
  trello: parseTrello,
  jira: parseJiraCsv,
  csv: parseGenericCsv,
};

/** Reads a file in `format` within the limits (5 MB: 413; 5,000 tasks, or none: 400). */
export function parseImport(format: ImportFormat, content: string): Parsed {
  if (Buffer.byteLength(content, "utf8") > MAX_IMPORT_BYTES) {
    throw new HttpError(413, "The file is larger than 5 MB; split it into smaller files");
  }
  if (content.trim() === "") throw badRequest("The file is empty");
  const parsed = PARSERS[format](content);
  if (parsed.rows.length > MAX_IMPORT_TASKS) {
    throw badRequest(
      `The file has ${parsed.rows.length} tasks; at most ${MAX_IMPORT_TASKS} can be imported at once`,
    );
  }
  if (parsed.rows.length === 0 && parsed.skipped.length === 0) {
    throw badRequest("The file has no tasks");
  }
  return parsed;
}
