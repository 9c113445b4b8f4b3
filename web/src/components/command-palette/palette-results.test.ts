import { describe, expect, it } from "vitest";
import { paletteSearchOf } from "./palette-results";

describe("paletteSearchOf", () => {
  it("a type and a colon search that type only (product rules §35)", () => {
    expect(paletteSearchOf("epic: checkout")).toEqual({ q: "checkout", type: "epic" });
    expect(paletteSearchOf("Epics:Launch plan")).toEqual({ q: "Launch plan", type: "epic" });
    expect(paletteSearchOf("stories: cart")).toEqual({ q: "cart", type: "story" });
    expect(paletteSearchOf("bugs : crash")).toEqual({ q: "crash", type: "bug" });
  });

  it("anything else is searched as typed", () => {
    expect(paletteSearchOf(" epic launch ")).toEqual({ q: "epic launch" });
    expect(paletteSearchOf("WEB-12")).toEqual({ q: "WEB-12" });
    expect(paletteSearchOf("feature: x")).toEqual({ q: "feature: x" });
  });
});
