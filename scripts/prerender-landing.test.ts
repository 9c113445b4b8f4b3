import type { Manifest } from "vite";
import { describe, expect, it } from "vitest";
import { landingFile, landingHtml, type Rendered } from "../web/prerender-landing.ts";

// The built index.html's shape (web/index.html after `vite build`) and a landing entry with one chunk.
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Sprintboard: self-hosted agile project management for teams." />
    <title>Sprintboard</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  "src/landing.ts": {
    file: "assets/landing-1.js",
    isEntry: true,
    imports: ["_shared.js"],
    css: ["assets/index-abc.css"],
  },
  "_shared.js": { file: "assets/shared-2.js" },
} as unknown as Manifest;

const arabic: Rendered = {
  lang: "ar",
  dir: "rtl",
  title: "إدارة مشاريع رشيقة للفرق · Sprintboard",
  description: 'Sprintboard: "<agile>" & co',
  page: "<main>صفحة</main>",
  toasts: '<section aria-label="الإشعارات"></section>',
};

describe("the prerendered landing pages", () => {
  it("write each language's <html lang dir>, title and description, and the landing script", () => {
    const html = landingHtml(INDEX, MANIFEST, arabic);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("<title>إدارة مشاريع رشيقة للفرق · Sprintboard</title>");
    expect(html).toContain(
      '<meta name="description" content="Sprintboard: &#34;&#60;agile&#62;&#34; &#38; co" />',
    );
    expect(html).toContain('<div id="root"><main>صفحة</main></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/landing-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js">');
    expect(html).not.toContain("index-abc.js");
  });

  it("name English landing.html (the server's fallback) and every other language landing.<code>.html", () => {
    expect(landingFile("en")).toBe("landing.html");
    expect(landingFile("de")).toBe("landing.de.html");
    expect(landingFile("pt-BR")).toBe("landing.pt-BR.html");
  });

  it("refuse an index.html whose <html> they cannot find", () => {
    expect(() => landingHtml(INDEX.replace('<html lang="en">', "<html>"), MANIFEST, arabic)).toThrow(
      /index.html has no/,
    );
  });
});
