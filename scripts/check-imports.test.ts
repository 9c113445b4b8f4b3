import { expect, it } from "vitest";
import { importViolations } from "./check-imports.mjs";

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
