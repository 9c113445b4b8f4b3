import { describe, expect, it } from "vitest";
import { demoLinksError, reviewTally } from "./review-figures";

describe("reviewTally (issue 20, item 19)", () => {
  it("says '1 task' and '1 pt' in the singular, and the plural otherwise", () => {
    expect(reviewTally({ tasks: 1, points: 1 })).toBe("1 task · 1 pt");
    expect(reviewTally({ tasks: 0, points: 0 })).toBe("0 tasks · 0 pts");
    expect(reviewTally({ tasks: 8, points: 21 })).toBe("8 tasks · 21 pts");
  });
});

describe("demoLinksError (issue 20, item 16)", () => {
  it("accepts http(s) addresses one per line, blank lines and nothing at all", () => {
    expect(demoLinksError("")).toBeUndefined();
    expect(demoLinksError("https://demo.example/a\n\n  http://demo.example/b  ")).toBeUndefined();
  });

  it("says what is wrong with a bad link, as the server would", () => {
    expect(demoLinksError("https://ok.example\nftp://files.example")).toBe(
      "A demo link must be an http(s) address",
    );
    expect(demoLinksError("demo.example")).toBe("A demo link must be an http(s) address");
    expect(demoLinksError(Array.from({ length: 11 }, (_, i) => `https://d.example/${i}`).join("\n"))).toBe(
      "At most 10 demo links",
    );
  });
});
