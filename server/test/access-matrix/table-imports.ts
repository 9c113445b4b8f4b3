import type { Entry } from "./entry.ts";
import { approved, project } from "./roles.ts";

/*
 * Rows for import and export (product rules §30): any approved user previews and imports into a new
 * project; into an existing one, whoever may create its tasks (owner and members; others 404); the
 * export, whoever sees the project.
 */

const file = "title,status\nMatrix task,To Do\n";

export const importRows: Entry[] = [
  {
    route: "POST /api/imports/preview",
    expect: approved(200),
    call: () => ({ body: { format: "csv", content: file } }),
  },
  {
    route: "POST /api/imports/preview",
    label: "into an existing project",
    expect: project(200, 200),
    call: (w) => ({ body: { format: "csv", content: file, projectId: w.projectId } }),
  },
  {
    route: "POST /api/imports",
    expect: approved(201),
    call: (w) => ({
      body: { format: "csv", content: file, target: { newProject: { name: `Imported ${w.unique()}` } } },
    }),
  },
  {
    route: "POST /api/imports",
    label: "into an existing project",
    expect: project(201, 201),
    call: (w) => ({ body: { format: "csv", content: file, target: { projectId: w.projectId } } }),
  },
  {
    route: "GET /api/projects/:id/export",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.projectId }, query: "format=csv" }),
  },
];
