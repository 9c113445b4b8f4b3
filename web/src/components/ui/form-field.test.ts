import { type ComponentProps, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setLocale } from "@/i18n";
import { FormField } from "./form-field";

type Props = ComponentProps<typeof FormField>;
const field = (error: string) =>
  renderToStaticMarkup(createElement(FormField, { id: "title", label: "Title", error } as Props, "input"));

describe("FormField's error (issue 24)", () => {
  it("shows a contract validation message as it is in English", () => {
    expect(field("Title is required")).toContain(">Title is required</p>");
  });

  describe("for a German reader", () => {
    beforeAll(async () => {
      await setLocale("de", "server");
    });
    afterAll(async () => {
      await setLocale("en", "server");
    });

    it("shows a contract validation message in German", () => {
      expect(field("Title is required")).toContain(">Der Titel ist erforderlich</p>");
      expect(field("Passwords don't match")).toContain(">Die Passwörter stimmen nicht überein</p>");
    });

    it("shows any other text as given (already translated, or a form's own)", () => {
      expect(field("Schon übersetzt")).toContain(">Schon übersetzt</p>");
    });
  });
});
