import { describe, expect, it } from "vitest";
import { detectImportFormat, projectExportUrl } from "./imports";

describe("detectImportFormat", () => {
  it("reads JSON as a Trello board, a CSV with Summary as Jira, any other CSV as generic", () => {
    expect(detectImportFormat("board.json", "")).toBe("trello");
    expect(detectImportFormat("export", '  {"name":"Board"}')).toBe("trello");
    expect(detectImportFormat("jira.csv", "\uFEFFSummary,Issue key,Status\r\nA,B,C\r\n")).toBe("jira");
    expect(detectImportFormat("jira.csv", '"Issue key","Summary"\n')).toBe("jira");
    expect(detectImportFormat("tasks.csv", "title,description,status\nA,,To Do\n")).toBe("csv");
    expect(detectImportFormat("tasks.csv", "title,summary notes\n")).toBe("csv");
  });

  it("links the export of a project", () => {
    expect(projectExportUrl(7, "csv")).toBe("/api/projects/7/export?format=csv");
  });
});
