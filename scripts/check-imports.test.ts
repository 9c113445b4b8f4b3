import { expect, it } from "vitest";
import { importsOf, importViolations, moduleCycles } from "./check-imports.mjs";

const file = (path: string, source: string) => ({ path, source });

it("refuses a web import against the layers: api, components or lib reaching up", () => {
  const found = importViolations([
    file("web/src/api/tasks.ts", 'import { placeTask } from "@/features/board/task-cache";'),
    file(
      "web/src/components/layout/sidebar.tsx",
      'import {\n  NotificationBell,\n} from "../../features/notifications/notification-bell";',
    ),
    file("web/src/lib/format.ts", 'import type { Task } from "@/api/tasks";'),
    file("web/src/features/board/x.tsx", 'const page = import("@/pages/board-page");'),
  ]);
  expect(found.map((v) => v.file)).toEqual([
    "web/src/api/tasks.ts",
    "web/src/components/layout/sidebar.tsx",
    "web/src/lib/format.ts",
    "web/src/features/board/x.tsx",
  ]);
});

it("lets each web layer import itself, the layers below and the contract", () => {
  expect(
    importViolations([
      file(
        "web/src/pages/board.tsx",
        'import { a } from "@/features/board/a";\nimport { b } from "@/lib/b";\nimport type { T } from "@contract/tasks";',
      ),
      file(
        "web/src/features/board/a.tsx",
        'import { c } from "@/components/ui/button";\nimport { d } from "./d";',
      ),
      file("web/src/api/tasks.ts", 'import { clientId } from "@/lib/client-id";\nimport { z } from "zod";'),
    ]),
  ).toEqual([]);
});

it("lets a server module use another only through its service or a published helper", () => {
  const found = importViolations([
    file("server/modules/tasks/tasks.service.ts", 'import { x } from "../projects/project-access.ts";'),
    file("server/modules/tasks/tasks.routes.ts", 'import { y } from "../projects/projects.service.ts";'),
    file("server/modules/tasks/move.ts", 'import { notify } from "../notifications/notify.ts";'),
    file(
      "server/modules/tasks/tasks.test.ts",
      'import { makeProject } from "../projects/projects.fixtures.ts";',
    ),
    file("server/platform/access.ts", 'import { z } from "../modules/tasks/tasks.service.ts";'),
    file("server/app.ts", 'import { taskRoutes } from "./modules/tasks/tasks.routes.ts";'),
    file("contract/tasks.ts", 'import { db } from "../server/db/client.ts";'),
  ]);
  expect(found.map((v) => v.file)).toEqual([
    "server/modules/tasks/tasks.service.ts",
    "server/platform/access.ts",
    "contract/tasks.ts",
  ]);
});

it("refuses an import sideways from one feature folder into another, in tests too", () => {
  const found = importViolations([
    file("web/src/features/board/task-card.tsx", 'import { a } from "@/features/tasks/task-feedback";'),
    file("web/src/features/tasks/task-dialog.tsx", 'import { b } from "../board/board-model";'),
    file("web/src/features/tasks/x.test.ts", 'import { c } from "@/features/hierarchy/swimlanes";'),
    file(
      "web/src/features/tasks/y.tsx",
      'import { d } from "./task-feedback";\nimport { e } from "@/lib/f";',
    ),
    file(
      "web/src/pages/board-page.tsx",
      'import { f } from "@/features/tasks/a";\nimport { g } from "@/features/board/b";',
    ),
  ]);
  expect(found.map((v) => [v.file, v.specifier])).toEqual([
    ["web/src/features/board/task-card.tsx", "@/features/tasks/task-feedback"],
    ["web/src/features/tasks/task-dialog.tsx", "../board/board-model"],
    ["web/src/features/tasks/x.test.ts", "@/features/hierarchy/swimlanes"],
  ]);
  expect(found[0]?.rule).toContain("feature board may not import feature tasks");
});

/** The findings of the cycle check for `files`, with no cycle tolerated unless `known` says so. */
const cycles = (files: { path: string; source: string }[], known: string[][] = []) =>
  moduleCycles(importsOf(files), known) as { modules: string[]; files: string[]; rule: string }[];

/** A server tree whose modules import one way: tasks -> statuses, projects -> tasks, tests across. */
const cleanServer = [
  file("server/modules/tasks/tasks.service.ts", 'import { s } from "../statuses/statuses.service.ts";'),
  file("server/modules/projects/projects.service.ts", 'import { t } from "../tasks/tasks.service.ts";'),
  file("server/modules/statuses/statuses.test.ts", 'import { p } from "../projects/projects.fixtures.ts";'),
  file("server/modules/statuses/statuses.fixtures.ts", 'import { t } from "../tasks/tasks.fixtures.ts";'),
  file("server/modules/statuses/statuses.service.ts", 'import { db } from "../../db/client.ts";'),
];

it("passes a server tree whose modules import one way (tests and fixtures may reach back)", () => {
  expect(cycles(cleanServer)).toEqual([]);
  expect(importViolations(cleanServer)).toEqual([]);
});

it("fails on two modules that import each other, naming the files", () => {
  const found = cycles([
    ...cleanServer,
    file("server/modules/tasks/task-moves.ts", 'import { p } from "../projects/projects.service.ts";'),
  ]);
  expect(found).toEqual([
    {
      modules: ["tasks", "projects", "tasks"],
      files: ["server/modules/tasks/task-moves.ts", "server/modules/projects/projects.service.ts"],
      rule: "module cycle: tasks -> projects -> tasks",
    },
  ]);
});

it("fails on a longer loop of modules, and on a dynamic or type-only import closing it", () => {
  const found = cycles([
    ...cleanServer,
    file("server/modules/statuses/status-rules.ts", 'const p = import("../projects/projects.service.ts");'),
    file(
      "server/modules/watchers/watchers.service.ts",
      'import type { T } from "../statuses/statuses.service.ts";',
    ),
    file(
      "server/modules/tasks/tasks-bulk.service.ts",
      'import { w } from "../watchers/watchers.service.ts";',
    ),
  ]);
  expect(found.map((c) => c.rule)).toEqual([
    "module cycle: tasks -> statuses -> projects -> tasks",
    "module cycle: tasks -> watchers -> statuses -> projects -> tasks",
  ]);
  expect(found[0]?.files).toEqual([
    "server/modules/tasks/tasks.service.ts",
    "server/modules/statuses/status-rules.ts",
    "server/modules/projects/projects.service.ts",
  ]);
});

it("tolerates a listed known cycle, but no other import closing a loop, and no stale entry", () => {
  const knot = [
    ...cleanServer,
    file("server/modules/tasks/task-moves.ts", 'import { p } from "../projects/projects.service.ts";'),
  ];
  const known = [
    ["projects", "tasks"],
    ["tasks", "projects"],
  ];
  expect(cycles(knot, known)).toEqual([]);
  const widened = cycles(
    [...knot, file("server/modules/statuses/x.ts", 'import { t } from "../tasks/tasks.service.ts";')],
    known,
  );
  expect(widened.map((c) => c.rule)).toEqual(["module cycle: tasks -> statuses -> tasks"]);
  expect(cycles(cleanServer, known).map((c) => c.rule)).toEqual([
    "KNOWN_MODULE_CYCLES lists projects -> tasks, which no longer closes a cycle: take it off the list",
    "KNOWN_MODULE_CYCLES lists tasks -> projects, which no longer closes a cycle: take it off the list",
  ]);
});
