import { describe, expect, it } from "vitest";
import { nextTaskSort, parseTaskSort, taskSortParam } from "./task-sort";

describe("the sort in the URL and on header clicks", () => {
  it("reads and writes ?taskSort=, ignoring anything unknown", () => {
    expect(parseTaskSort("priority:desc")).toEqual({ key: "priority", dir: "desc" });
    expect(parseTaskSort("owner:asc")).toBeNull();
    expect(parseTaskSort("title:up")).toBeNull();
    expect(parseTaskSort("")).toBeNull();
    expect(taskSortParam({ key: "dueDate", dir: "asc" })).toBe("dueDate:asc");
    expect(taskSortParam(null)).toBe("");
  });

  it("goes ascending, descending, then back to board order", () => {
    const asc = nextTaskSort(null, "title");
    expect(asc).toEqual({ key: "title", dir: "asc" });
    const desc = nextTaskSort(asc, "title");
    expect(desc).toEqual({ key: "title", dir: "desc" });
    expect(nextTaskSort(desc, "title")).toBeNull();
    expect(nextTaskSort(desc, "priority")).toEqual({ key: "priority", dir: "asc" });
  });
});
