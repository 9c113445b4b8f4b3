import { defineMessages } from "@/i18n";

/** Words the import steps share. */
export const IMPORT_MESSAGES = defineMessages({
  complete: { id: "imports.complete", defaultMessage: "Import complete" },
  importedSkipped: {
    id: "imports.importedSkipped",
    defaultMessage:
      "{skipped, select, 0 {{count, plural, one {# task imported.} other {# tasks imported.}}} other {{count, plural, one {# task imported, {skipped} skipped.} other {# tasks imported, {skipped} skipped.}}}}",
  },
});
