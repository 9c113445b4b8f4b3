import { describe, expect, it } from "vitest";
import { loginPathFor, nextQuery, returnPathFrom, safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/projects/1?taskId=1", "/projects/1?taskId=1"],
    ["/projects?view=table&q=a%20b#top", "/projects?view=table&q=a%20b#top"],
    ["/teams/../tasks", "/tasks"],
  ])("accepts the same-origin path %s", (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "dashboard",
    "//evil.com",
    "//evil.com/path",
    "/\\evil.com",
    "/\\/evil.com",
    "\\\\evil.com",
    "https://evil.com",
    "http://localhost/dashboard",
    "javascript:alert(1)",
    "/\t/evil.com",
    "/\n/evil.com",
    " /dashboard",
    "/login",
    "/login?next=%2Fdashboard",
    "/register",
    `/${"a".repeat(2100)}`,
  ])("rejects %j", (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe("returnPathFrom and nextQuery", () => {
  it("reads a safe next from the query, else /dashboard", () => {
    expect(returnPathFrom("?next=%2Fprojects%2F1%3FtaskId%3D1")).toBe("/projects/1?taskId=1");
    expect(returnPathFrom("?next=%2F%2Fevil.com")).toBe("/dashboard");
    expect(returnPathFrom("")).toBe("/dashboard");
  });

  it("carries a safe next over to another account screen", () => {
    expect(nextQuery("?next=%2Fteams%3Fq%3Dx")).toBe("?next=%2Fteams%3Fq%3Dx");
    expect(nextQuery("?next=https%3A%2F%2Fevil.com")).toBe("");
    expect(nextQuery("")).toBe("");
  });
});

describe("loginPathFor", () => {
  it("keeps the path, query and hash of the page", () => {
    expect(loginPathFor({ pathname: "/projects/1", search: "?taskId=1" })).toBe(
      "/login?next=%2Fprojects%2F1%3FtaskId%3D1",
    );
    expect(loginPathFor({ pathname: "/dashboard" })).toBe("/login?next=%2Fdashboard");
  });

  it("needs no next for '/' or an unsafe path", () => {
    expect(loginPathFor({ pathname: "/" })).toBe("/login");
    expect(loginPathFor({ pathname: "//evil.com" })).toBe("/login");
  });
});
