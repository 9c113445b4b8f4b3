import type { Browser, Page } from "@playwright/test";
import { motionDone, seriousViolationsInPage } from "./fixtures/axe.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./fixtures/env.ts";
import {
  CONTENT,
  go,
  type Screen,
  type Seeded,
  SIGNED_OUT_SCREENS,
  screenName,
  screenReady,
  seedWalk,
  setAccountLanguage,
  sidewaysProblems,
  signedInScreens,
  visibleTexts,
  WALKER,
} from "./fixtures/language-walk.ts";
import { contentOf, SAME_IN_ARABIC, SAME_IN_GERMAN, unchanged } from "./fixtures/language-walk-compare.ts";
import { actorRound, mailWords, messageScreens, ROUND_CONTENT } from "./fixtures/language-walk-messages.ts";
import { layoutProblems } from "./fixtures/layout.ts";
import { expect, signIn, test } from "./fixtures/test.ts";

/**
 * Issue 24, "Done when": every screen walked in English and then in German on the same data shows
 * no English left but user content, brand names and the words German keeps (docs/i18n.md's
 * glossary); in Arabic at 390 px every screen is right to left and nothing reaches past the window;
 * axe is clean in both; the pseudo-locale (accented, 40% longer) fits at 390 and 1280 px. One page
 * per walk, client-side navigation between screens, the data seeded once per walk through the API.
 * Issue 32 adds a shorter walk per language over what the server words (messageWalk below).
 */

/**
 * Visits each screen in order in one page and hands it to `check` once it has loaded (and shows
 * `lang`, when given).
 */
async function walk(page: Page, screens: Screen[], check: (screen: Screen) => Promise<void>, lang?: string) {
  for (const [i, screen] of screens.entries()) {
    await test.step(screenName(screen), async () => {
      await go(page, screen.path, i === 0);
      if (lang) await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await screenReady(page, screen);
      if (screen.act) await screen.act(page);
      if (screen.open) {
        await screen.open(page);
        await expect(page.getByRole("dialog")).toBeVisible();
        await motionDone(page);
      }
      await check(screen);
      if (screen.open) {
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      }
    });
  }
}

/** The words of every screen, by path. */
async function wordsOf(page: Page, screens: Screen[], lang?: string): Promise<Map<string, string[]>> {
  const words = new Map<string, string[]>();
  await walk(
    page,
    screens,
    async (screen) => {
      words.set(screenName(screen), await visibleTexts(page));
    },
    lang,
  );
  return words;
}

/** A fresh browser context of the given size, its page signed out. */
async function freshPage(browser: Browser, width: number, locale = "en-US") {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale });
  return { context, page: await context.newPage() };
}

test.describe.configure({ mode: "parallel" });

test("German: every screen and dialog changes its words (same data in English first)", async ({
  browser,
}) => {
  const seeded: Seeded = await seedWalk();
  const screens = signedInScreens(seeded);
  const { context, page } = await freshPage(browser, 1280);
  const adminSide = await freshPage(browser, 1280);
  try {
    const signedOutEnglish = await wordsOf(page, SIGNED_OUT_SCREENS);
    await signIn(page, seeded.user);
    const teamsBefore = contentOf(await (await page.request.get("/api/teams")).json());
    const english = await wordsOf(page, screens);

    await setAccountLanguage(page.request, "de");
    const a11y: string[] = [];
    const german = new Map<string, string[]>();
    await walk(
      page,
      screens,
      async (screen) => {
        german.set(screenName(screen), await visibleTexts(page));
        for (const v of await seriousViolationsInPage(page)) a11y.push(`${screenName(screen)}: ${v}`);
      },
      "de",
    );
    await test.step("a date field writes the day as German does, not as the browser (en-US) does", async () => {
      await go(page, `/projects/${seeded.projectId}?taskId=${seeded.taskId}`);
      const due = page.getByRole("dialog").getByLabel("Fälligkeitsdatum", { exact: true });
      await expect(due).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
      await expect(due).toHaveAttribute("placeholder", `31.12.${new Date().getFullYear()}`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
    // /teams lists every department of the instance, also those other specs create or delete
    // meanwhile (read before and after the walks): their names, descriptions and people are user content.
    const teams = [...teamsBefore, ...contentOf(await (await page.request.get("/api/teams")).json())];
    // Signed out, the device keeps the language last shown (German).
    await page.request.post("/api/auth/logout");
    const signedOutGerman = await wordsOf(page, SIGNED_OUT_SCREENS, "de");

    // The super administrator's screen, on a device set to German (the account stays as it is).
    await signIn(adminSide.page, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const admin: Screen[] = [{ path: "/admin", shows: WALKER.lastName }];
    const adminEnglish = await wordsOf(adminSide.page, admin);
    await adminSide.page.evaluate(() => localStorage.setItem("sprintboard:language", "de"));
    const adminGerman = await wordsOf(adminSide.page, admin, "de");
    // The administrator's list shows every account of the instance: their names are user content.
    const users = (await (await adminSide.page.request.get("/api/admin/users")).json()) as {
      firstName: string | null;
      lastName: string | null;
    }[];
    const names = users
      .flatMap((u) => [`${u.firstName ?? ""} ${u.lastName ?? ""}`, u.firstName ?? "", u.lastName ?? ""])
      .map((n) => n.trim())
      .filter(Boolean);

    const left = [
      ...unchanged(english, german, teams),
      ...unchanged(
        new Map([...signedOutEnglish].map(([p, l]) => [`signed out ${p}`, l])),
        new Map([...signedOutGerman].map(([p, l]) => [`signed out ${p}`, l])),
      ),
      ...unchanged(adminEnglish, adminGerman, names),
    ];
    expect(left, "English left on German screens").toEqual([]);
    expect(a11y, "axe in German").toEqual([]);
  } finally {
    await context.close();
    await adminSide.context.close();
  }
});

/** Waits for the layout to settle after a resize (two frames). */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );

test("Arabic at 390 px: every screen is right to left, nothing reaches past the window, axe clean", async ({
  browser,
}) => {
  const seeded = await seedWalk();
  const { context, page } = await freshPage(browser, 390);
  try {
    await signIn(page, seeded.user);
    await setAccountLanguage(page.request, "ar");
    const problems: string[] = [];
    const check = async (label: string) => {
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      for (const p of await sidewaysProblems(page)) problems.push(`${label}: ${p}`);
      for (const p of await layoutProblems(page)) problems.push(`${label}: ${p}`);
      for (const v of await seriousViolationsInPage(page)) problems.push(`${label}: axe ${v}`);
    };
    await walk(page, signedInScreens(seeded), (screen) => check(screenName(screen)), "ar");
    await test.step("an English title inside Arabic text keeps its order between isolates", async () => {
      await go(page, `/projects/${seeded.projectId}/activity`);
      const created = page
        .getByTestId("activity-entry")
        .filter({ hasText: CONTENT.task })
        .and(page.locator('[data-kind="created"]'));
      await expect(created).toHaveCount(1);
      // U+2068 ... U+2069: the title is one left-to-right run inside the right-to-left sentence.
      expect(await created.locator("p").first().textContent()).toContain(`\u2068${CONTENT.task}\u2069`);
    });
    await page.request.post("/api/auth/logout");
    await walk(page, SIGNED_OUT_SCREENS, (screen) => check(`signed out ${screen.path}`), "ar");
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

/**
 * Issue 32, 'Done when': what the server writes for the walker and the columns' names, read in
 * English and then in `language` on the same kind of data: the dashboard's recent activity, the
 * notification feed and the bell, the table's status column, the Gantt, the task dialog's history,
 * the blocking cycle its Links section refuses, the emails as delivered and the unsubscribe pages
 * their link opens (another person assigns, moves a watched task and comments, in each language).
 * In Arabic, at 390 px, each screen is right to left and fits, and a notification isolates a title.
 */
async function messageWalk(browser: Browser, language: "de" | "ar") {
  const seeded = await seedWalk();
  const firstRound = await actorRound(seeded);
  const screens = messageScreens(seeded);
  const { context, page } = await freshPage(browser, language === "ar" ? 390 : 1280);
  try {
    await signIn(page, seeded.user);
    const english = await wordsOf(page, screens);
    const englishMail = await mailWords(page, seeded, firstRound);
    // The comparison reads the delivered email: the comment's quote is one of its lines.
    expect(englishMail.get("email")).toContainEqual(expect.stringContaining(ROUND_CONTENT.comment));
    await setAccountLanguage(page.request, language);
    const secondRound = await actorRound(seeded);
    const problems: string[] = [];
    const translated = new Map<string, string[]>();
    await walk(
      page,
      screens,
      async (screen) => {
        translated.set(screenName(screen), await visibleTexts(page));
        if (language !== "ar") return;
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        for (const p of await sidewaysProblems(page)) problems.push(`${screenName(screen)}: ${p}`);
        for (const p of await layoutProblems(page)) problems.push(`${screenName(screen)}: ${p}`);
      },
      language,
    );
    if (language === "ar")
      await test.step("an English title inside an Arabic notification keeps its order between isolates", async () => {
        await go(page, "/notifications");
        const assigned = page.getByRole("listitem").filter({ hasText: CONTENT.assigned });
        await expect(assigned).toHaveCount(1);
        // U+2068 ... U+2069: the title is one left-to-right run inside the right-to-left sentence.
        expect(await assigned.textContent()).toContain(`\u2068${CONTENT.assigned}\u2069`);
      });
    const translatedMail = await mailWords(page, seeded, secondRound);
    const rules = language === "ar" ? SAME_IN_ARABIC : SAME_IN_GERMAN;
    const left = [
      ...unchanged(english, translated, [], rules),
      ...unchanged(englishMail, translatedMail, [], rules),
    ];
    expect(left, `English left in ${language}`).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

test("German: notifications, the bell, emails, unsubscribe pages, status column, history, Gantt, link errors", async ({
  browser,
}) => {
  await messageWalk(browser, "de");
});

test("Arabic at 390 px: notifications, the bell, emails, unsubscribe pages, status column, history, Gantt, link errors", async ({
  browser,
}) => {
  await messageWalk(browser, "ar");
});

test("pseudo-locale en-XA (accented, 40% longer): every screen fits at 390 and 1280 px", async ({
  browser,
}) => {
  const seeded = await seedWalk();
  const { context, page } = await freshPage(browser, 390);
  // Honoured by this production build because the e2e server runs with PSEUDO_LOCALE=true.
  await context.addInitScript(() => localStorage.setItem("sprintboard:language", "en-XA"));
  try {
    await signIn(page, seeded.user);
    const problems: string[] = [];
    const check = async (label: string) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        for (const p of await sidewaysProblems(page)) problems.push(`${label} @${width}: ${p}`);
        for (const p of await layoutProblems(page)) problems.push(`${label} @${width}: ${p}`);
      }
      await page.setViewportSize({ width: 390, height: 800 });
    };
    await walk(page, signedInScreens(seeded), (screen) => check(screenName(screen)), "en-XA");
    await page.request.post("/api/auth/logout");
    await walk(page, SIGNED_OUT_SCREENS, (screen) => check(`signed out ${screen.path}`), "en-XA");
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
