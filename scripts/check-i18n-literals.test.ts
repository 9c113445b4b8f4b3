import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without types
import { findLiterals } from "./check-i18n-literals.mjs";

type Found = { line: number; text: string; why: string };
const find = (source: string) => findLiterals(source) as Found[];

describe("check-i18n-literals", () => {
  it("catches literal texts a component renders", () => {
    const found = find(`
      export function A() {
        toast({ title: "Saved", description: \`All done\` });
        toast("Plain text");
        return (
          <div aria-label="Close dialog">
            <p>Hello world</p>
            <input placeholder={"Search tasks"} title='Search' />
            <img alt="Logo of the team" />
            <Field label="Name" />
          </div>
        );
      }`);
    expect(found.map((f) => [f.why, f.text])).toEqual([
      ["toast title", "Saved"],
      ["toast description", "All done"],
      ["toast text", "Plain text"],
      ["aria-label prop", "Close dialog"],
      ["JSX text", "Hello world"],
      ["placeholder prop", "Search tasks"],
      ["title prop", "Search"],
      ["alt prop", "Logo of the team"],
      ["label prop", "Name"],
    ]);
    expect(found[0]!.line).toBe(3);
  });

  it("accepts texts from t(...), values, punctuation and brand names", () => {
    expect(
      find(`
        export function B({ name, count }) {
          const t = useT();
          toast({ title: t(messages.saved), description: name });
          return (
            <div aria-label={t({ id: "a.close", defaultMessage: "Close" })} className="flex gap-2">
              <p>{t({ id: "a.hello", defaultMessage: "Hello world" })}</p>
              <span>{count} · {name}</span>
              <span> — </span>
              <Brand>Sprintboard</Brand>
              <input placeholder={t(messages.search)} type="search" />
            </div>
          );
        }`),
    ).toEqual([]);
  });
});
