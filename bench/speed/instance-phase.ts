/** The big instance: dashboard, reports and My Tasks, with EXPLAIN summaries of their queries. */
import pg from "pg";
import { dashboardStats } from "../../server/modules/dashboard/dashboard.service.ts";
import { listMyTasks } from "../../server/modules/my-tasks/my-tasks.service.ts";
import { buildReports } from "../../server/modules/reports/reports.service.ts";
import { explainingDb } from "../explain.ts";
import { request, sequential } from "../measure.ts";
import { type Instance, seedInstance } from "../seed.ts";
import { newProject, signUp, startApp } from "./app.ts";
import { ACCEPT, INSTANCE, QUICK } from "./config.ts";
import { add, kb, plans } from "./table.ts";

export async function instancePhase(clusterUrl: string) {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query("create database instance");
  await admin.end();
  const url = clusterUrl.replace(/\/postgres$/, "/instance");
  const app = await startApp(url, "i");
  const user = await signUp(app.base);
  const template = await newProject(app.base, user.cookie, "Project 0");
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let instance: Instance;
  try {
    const columns = (await client.query("select columns from boards where id = $1", [template.boardId]))
      .rows[0].columns;
    instance = await seedInstance(client, {
      benchUserId: user.id,
      templateProjectId: template.projectId,
      columns,
      columnIds: template.columnIds,
      ...INSTANCE,
    });
  } finally {
    await client.end();
  }
  const what = `${instance.tasks.toLocaleString("en")} tasks, ${instance.projects.toLocaleString("en")} projects, ${instance.users} users`;
  console.log(
    `[bench] seeded an instance of ${what} in ${Date.now() - started} ms; the bench user sees ${instance.visibleProjects} projects, ${instance.visibleTasks} tasks, ${instance.myTasks} of them assigned to them`,
  );
  const endpoints = [
    { name: "dashboard stats", url: "/api/dashboard/stats?tz=Europe/Paris", goal: 100 },
    { name: "reports, all time", url: "/api/reports", goal: 100 },
    { name: "reports, last 30 days", url: "/api/reports?timeframe=30d", goal: 100 },
    { name: "My Tasks", url: "/api/tasks/user", goal: 0 },
  ];
  for (const e of endpoints) {
    let bytes = 0;
    const stats = await sequential(QUICK ? 10 : 30, async () => {
      const res = await request(app.base + e.url, { headers: { cookie: user.cookie, ...ACCEPT } });
      bytes = res.body.length;
      return res.status;
    });
    add({
      measure: `instance of ${what}: ${e.name}`,
      stats,
      goals: e.goal ? [{ metric: "p50", op: "<=", limit: e.goal }] : [],
      note: `${kb(bytes)} KB${e.name === "My Tasks" ? `, ${instance.myTasks} tasks` : ""}; user sees ${instance.visibleTasks} tasks`,
    });
  }
  app.child.kill("SIGTERM");

  // What PostgreSQL does for each endpoint (the same service functions the routes call).
  const explaining = await explainingDb(url);
  try {
    const run = async (endpoint: string, work: () => Promise<unknown>) => {
      await work(); // warm the caches as the timed requests did
      plans.push({ endpoint, plans: await explaining.capture(work) });
    };
    await run("dashboard stats", () => dashboardStats(explaining.db, user.id, "Europe/Paris"));
    await run("reports, all time", () => buildReports(explaining.db, user.id, { timeframe: "all" }));
    await run("My Tasks", () => listMyTasks(explaining.db, user.id));
  } finally {
    await explaining.close();
  }
}
