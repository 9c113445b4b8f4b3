import { describe, expect, it, vi } from "vitest";
import { runConfirm } from "./confirm-dialog";

// Every source file of the web client, as text (tests excluded).
const sources = import.meta.glob<string>(["../../**/*.tsx", "!../../**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("runConfirm", () => {
  it("a plain action leaves pending and the dialog to the caller", async () => {
    const setPending = vi.fn();
    const close = vi.fn();
    await runConfirm(() => undefined, setPending, close);
    expect(setPending).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it("a promise is pending until it settles, then closes the dialog", async () => {
    const steps: string[] = [];
    let finish = () => {};
    const done = runConfirm(
      () => new Promise<void>((resolve) => (finish = resolve)),
      (pending) => steps.push(pending ? "pending" : "idle"),
      () => steps.push("closed"),
    );
    expect(steps).toEqual(["pending"]);
    finish();
    await done;
    expect(steps).toEqual(["pending", "closed", "idle"]);
  });

  it("a rejected promise keeps the dialog open for another try", async () => {
    const close = vi.fn();
    const setPending = vi.fn();
    await runConfirm(() => Promise.reject(new Error("500: boom")), setPending, close);
    expect(close).not.toHaveBeenCalled();
    expect(setPending.mock.calls).toEqual([[true], [false]]);
  });
});

it("confirmations are built with ConfirmDialog, not by hand from AlertDialog", () => {
  const files = Object.entries(sources).filter(
    ([file, text]) => /\/alert-dialog["']/.test(text) && !file.endsWith("/ui/alert-dialog.tsx"),
  );
  // The dialog primitive itself uses it for its 'Discard changes?' question.
  expect(files.map(([file]) => file).sort()).toEqual([
    // Paths relative to this folder (components/ui).
    "./confirm-dialog.tsx",
    "./dialog.tsx",
  ]);
});
