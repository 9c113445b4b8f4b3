import type {
  ImportFormat,
  ImportPreviewInput,
  ImportPreviewResult,
  ImportResult,
  RunImportInput,
} from "@contract/imports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "./http";
import { rootKeys } from "./keys";
import { invalidateProjectData } from "./projects";
import { useSubmitMutation } from "./submit-mutation";

/** POST /api/imports/preview: what the file would create, with the suggested mapping; writes nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (body: ImportPreviewInput) =>
      sendJson<ImportPreviewResult>("POST", "/api/imports/preview", body),
  });
}

/**
 * POST /api/imports: runs the import (one transaction); refreshes the project lists and the boards
 * (this tab skips its own `invalidate` event, and a board it showed before is cached).
 */
export function useRunImport() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: RunImportInput) => sendJson<ImportResult>("POST", "/api/imports", body),
    onSuccess: () =>
      Promise.all([
        invalidateProjectData(queryClient),
        queryClient.invalidateQueries({ queryKey: [...rootKeys.boards] }),
      ]),
  });
}

/** GET /api/projects/{id}/export?format=: a plain download link (the server names the file). */
export function projectExportUrl(projectId: number, format: "json" | "csv"): string {
  return `/api/projects/${projectId}/export?format=${format}`;
}

/** The format a file most likely is: JSON is a Trello board; a CSV with a Summary column is Jira's. */
export function detectImportFormat(fileName: string, text: string): ImportFormat {
  if (/\.json$/i.test(fileName) || text.trimStart().startsWith("{")) return "trello";
  const header = (text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "").toLowerCase();
  return /(^|,)"?(summary|issue key)"?(,|$)/.test(header) ? "jira" : "csv";
}
