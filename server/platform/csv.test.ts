import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    ["", ""],
  ])("quotes %j as RFC 4180 asks", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1 555", "'+1 555"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])("neutralises the formula %j with a leading quote", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("writes numbers as they are and null as an empty cell", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(null)).toBe("");
  });
});

describe("toCsv", () => {
  it("writes a header and rows, one per line", () => {
    expect(
      toCsv(
        ["id", "title"],
        [
          [1, "a,b"],
          [2, null],
        ],
      ),
    ).toBe('id,title\n1,"a,b"\n2,\n');
  });
});
