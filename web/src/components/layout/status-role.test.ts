import { expect, it } from "vitest";

// Every source file of the web client, as text (Vite's glob import; tests excluded).
const sources = import.meta.glob<string>(["../../**/*.tsx", "../../**/*.ts", "!../../**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

// The toast is the page's one element with the status role (toaster.tsx), so a toast can be found by
// that role whatever else the page shows: a loading indicator with the role beside a toast made two
// (the sign-in toast next to 'Loading dashboard...'). Loading indicators use aria-live instead.
it("gives the status role to the toast alone", () => {
  const files = Object.keys(sources);
  expect(files.length).toBeGreaterThan(50);
  const offenders = files.filter((file) => /role=["{]+status/.test(sources[file]!));
  expect(offenders).toEqual(["../ui/toast.tsx"]);
});
