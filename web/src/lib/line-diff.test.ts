import { expect, it } from "vitest";
import { lineDiff } from "./line-diff";

it("keeps common lines and marks the removed and added ones in reading order", () => {
  expect(lineDiff("one\ntwo\nthree", "one\n2\nthree\nfour")).toEqual([
    { kind: "same", text: "one" },
    { kind: "removed", text: "two" },
    { kind: "added", text: "2" },
    { kind: "same", text: "three" },
    { kind: "added", text: "four" },
  ]);
});

it("treats a missing text as no lines", () => {
  expect(lineDiff(null, "new")).toEqual([{ kind: "added", text: "new" }]);
  expect(lineDiff("old", "")).toEqual([{ kind: "removed", text: "old" }]);
  expect(lineDiff(null, null)).toEqual([]);
});

it("gives up aligning very long texts but still shows both", () => {
  const long = Array.from({ length: 600 }, (_, i) => `line ${i}`).join("\n");
  const diff = lineDiff(long, `${long}\nmore`);
  expect(diff.filter((l) => l.kind === "removed")).toHaveLength(600);
  expect(diff.filter((l) => l.kind === "added")).toHaveLength(601);
});
