import { describe, expect, it } from "vitest";
import { leavingPage, parseSortParam, readParam, sortParam, watchNavigation, writeParam } from "./url-state";

describe("readParam", () => {
  const params = new URLSearchParams("view=table&status=bogus&q=");
  it("reads an allowed value", () => {
    expect(readParam(params, "view", "cards", ["cards", "list", "table"])).toBe("table");
  });
  it("falls back for a missing, empty or unknown value", () => {
    expect(readParam(params, "sort", "updated")).toBe("updated");
    expect(readParam(params, "q", "")).toBe("");
    expect(readParam(params, "status", "all", ["all", "active"])).toBe("all");
  });
  it("reads any value without a list", () => {
    expect(readParam(new URLSearchParams("q=a%20b"), "q", "")).toBe("a b");
  });
});

describe("writeParam", () => {
  it("sets a value and keeps the other parameters", () => {
    expect(writeParam(new URLSearchParams("q=x"), "view", "list", "cards").toString()).toBe("q=x&view=list");
  });
  it("leaves out the default and the empty value", () => {
    expect(writeParam(new URLSearchParams("q=x&view=list"), "view", "cards", "cards").toString()).toBe("q=x");
    expect(writeParam(new URLSearchParams("q=x"), "q", "", "").toString()).toBe("");
  });
  it("does not change the parameters it was given", () => {
    const params = new URLSearchParams("q=x");
    writeParam(params, "q", "y", "");
    expect(params.toString()).toBe("q=x");
  });
});

describe("sort parameters", () => {
  const keys = ["name", "updated"] as const;
  const fallback = { key: "updated", direction: "desc" } as const;
  it("round-trips a sort", () => {
    expect(sortParam({ key: "name", direction: "asc" })).toBe("name");
    expect(sortParam({ key: "name", direction: "desc" })).toBe("-name");
    expect(parseSortParam("-name", keys, fallback)).toEqual({ key: "name", direction: "desc" });
    expect(parseSortParam("updated", keys, fallback)).toEqual({ key: "updated", direction: "asc" });
  });
  it("falls back for a missing or unknown key", () => {
    expect(parseSortParam(null, keys, fallback)).toEqual(fallback);
    expect(parseSortParam("-owner", keys, fallback)).toEqual(fallback);
  });
});

describe("leavingPage", () => {
  it("is true while the router is on its way to another page, from its state at the moment of asking", () => {
    let target: { pathname: string } | undefined;
    watchNavigation(() => target);
    expect(leavingPage("/teams")).toBe(false);
    target = { pathname: "/teams/5" };
    expect(leavingPage("/teams")).toBe(true);
    // A navigation within the page (its own query) is not leaving it.
    target = { pathname: "/teams" };
    expect(leavingPage("/teams")).toBe(false);
  });
});
