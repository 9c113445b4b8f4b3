/*
 * Fast seeding for the speed bench: set-based SQL (generate_series) straight into the throw-away
 * cluster, after the app has migrated the schema. Board order uses the same keys as migration 0003:
 * the n-th task of a column gets 'd' + n in four base-62 digits (alphabet 0-9A-Za-z), which sort
 * byte by byte in that order and leave room before, between and after them for fractional keys.
 * Not a bench itself (its name does not end in `.bench.ts`).
 */
import type pg from "pg";

const ALPHABET = "'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'";

/** SQL for the rank key of the 0-based index `n` (an integer SQL expression). */
export function rankSql(n: string): string {
  const digit = (div: number) => `substr(${ALPHABET}, ((${n}) / ${div}) % 62 + 1, 1)`;
  return `('d' || ${digit(238328)} || ${digit(3844)} || ${digit(62)} || ${digit(1)})`;
}

/** The same key computed in JavaScript (for tests of the SQL above and for reading seeded rows). */
export function rankOf(n: number): string {
  const a = ALPHABET.slice(1, -1);
  return `d${a[Math.floor(n / 238328) % 62]}${a[Math.floor(n / 3844) % 62]}${a[Math.floor(n / 62) % 62]}${a[n % 62]}`;
}

/**
 * The column that orders a board's tasks, and its value for the 0-based index `n`: the sparse
 * `rank` key, or on a schema from before it (to bench an older commit) the dense `position`.
 */
async function orderColumn(client: pg.Client, n: string): Promise<{ column: string; value: string }> {
  const { rows } = await client.query(
    "select 1 from information_schema.columns where table_name = 'tasks' and column_name = 'rank'",
  );
  return rows.length > 0 ? { column: "rank", value: rankSql(n) } : { column: "position", value: n };
}

/**
 * Five status slots from a board's column ids: the first column twice as full as the others, like
 * a backlog ('todo', 'todo', 'in_progress', 'review', 'done' on the default board).
 */
export function statusSlots(columnIds: string[]): string[] {
  const [a, b = a, c = b, d = c] = columnIds;
  return [a!, a!, b!, c!, d!];
}

/**
 * `count` tasks on one board (two fifths in the first column, one fifth in each other), half
 * assigned to `userId`, some tagged, those in the last column completed, about 0.6 comment per
 * task, three fifths of them sub-tasks and two 'blocks' links per five tasks. Runs ANALYZE afterwards.
 */
export async function seedBoard(
  client: pg.Client,
  opts: { boardId: number; userId: number; count: number; columnIds: string[] },
): Promise<void> {
  const slots = statusSlots(opts.columnIds);
  const order = await orderColumn(client, "n");
  await client.query(
    `insert into tasks (board_id, title, description, status, priority, assigned_to, due_date, progress,
                        ${order.column}, tags, created_by, completed_at, created_at)
     select $1, 'Task ' || g, 'Description of task ' || g || ' with enough words to look like a real one',
            st, (array['high','medium','low'])[1 + g % 3], case when g % 2 = 0 then $2::int end,
            now() + ((g % 40) - 10) * interval '1 day', g % 101, ${order.value},
            case when g % 4 = 0 then '["frontend","api","ux","perf"]'::jsonb else '["backend"]'::jsonb end, $2,
            case when st = $5 then now() - (g % 30) * interval '1 day' end,
            now() - (g % 90) * interval '1 day'
     from (select g, st, (row_number() over (partition by st order by g) - 1)::int as n
           from (select g, ($4::text[])[1 + g % 5] as st from generate_series(1, $3) g) s) x`,
    [opts.boardId, opts.userId, opts.count, slots, slots[4]],
  );
  await client.query(
    `insert into comments (task_id, user_id, content)
     select id, $2, 'A comment' from tasks where board_id = $1 and id % 5 < 3`,
    [opts.boardId, opts.userId],
  );
  // Issue 23's shape of real work: three fifths of the tasks are sub-tasks of the other two fifths,
  // and there are two links per five tasks ('blocks', none in a cycle): 3,000 and 2,000 on 5,000.
  await client.query(
    `with b as (select id, row_number() over (order by id) as r, count(*) over () as c
                from tasks where board_id = $1)
     update tasks t set parent_id = p.id
     from b child join b p on p.r = 1 + (child.r % greatest(1, child.c * 2 / 5))
     where t.id = child.id and child.r > child.c * 2 / 5`,
    [opts.boardId],
  );
  await client.query(
    `with b as (select id, row_number() over (order by id) as r, count(*) over () as c
                from tasks where board_id = $1)
     insert into task_links (source_task_id, target_task_id, type, created_by)
     select s.id, t.id, 'blocks', $2 from b s join b t on t.r = s.r + s.c / 2
     where s.r <= s.c * 2 / 5`,
    [opts.boardId, opts.userId],
  );
  await client.query("analyze tasks; analyze comments; analyze boards; analyze task_links");
}

/** What seedInstance() made, for the report. */
export type Instance = {
  users: number;
  projects: number;
  tasks: number;
  comments: number;
  /** Projects the bench user owns or is a member of. */
  visibleProjects: number;
  /** Tasks in those projects. */
  visibleTasks: number;
  /** Of those, assigned to the bench user (My Tasks). */
  myTasks: number;
};

/**
 * A whole instance around the registered bench user `benchUserId`, who already owns
 * `templateProjectId` (made through the API, so its board's columns are the app's defaults):
 * `users` users in all, `projects` projects in all (one board each, `tasks / projects` tasks per
 * board), 50 sprints, 10 departments. The bench user owns every tenth project and is a member of
 * another tenth; every project has four other members. Tasks are spread over 180 days of creation,
 * a fifth are done, 90 % assigned; one comment on every other task.
 */
export async function seedInstance(
  client: pg.Client,
  opts: {
    benchUserId: number;
    templateProjectId: number;
    columns: unknown;
    columnIds: string[];
    users: number;
    projects: number;
    tasks: number;
  },
): Promise<Instance> {
  const bench = opts.benchUserId;
  const slots = statusSlots(opts.columnIds);
  await client.query(
    `insert into users (email, first_name, last_name, password_hash, is_approved, email_verified)
     select 'user' || g || '@bench.test', 'User', 'Number ' || g, 'not-a-hash', true, true
     from generate_series(2, $1) g`,
    [opts.users],
  );
  const uids: number[] = (await client.query("select array_agg(id order by id) ids from users")).rows[0].ids;
  await client.query(
    `insert into sprints (name, status, start_date, end_date, owner_id)
     select 'Sprint ' || g, (array['planning','active','completed'])[1 + g % 3],
            now() - (g % 20) * interval '7 days', now() - (g % 20) * interval '7 days' + interval '14 days',
            ($1::int[])[1 + g % array_length($1::int[], 1)]
     from generate_series(1, 50) g`,
    [uids],
  );
  const sprintIds: number[] = (await client.query("select array_agg(id order by id) ids from sprints"))
    .rows[0].ids;
  await client.query(
    `insert into projects (name, description, status, sprint_id, owner_id)
     select 'Project ' || g, 'A seeded project', case when g % 7 = 0 then 'completed' else 'active' end,
            case when g % 2 = 0 then ($2::int[])[1 + g % array_length($2::int[], 1)] end,
            case when g % 10 = 0 then $3 else ($4::int[])[2 + (g * 7) % (array_length($4::int[], 1) - 1)] end
     from generate_series(1, $1) g`,
    [opts.projects - 1, sprintIds, bench, uids],
  );
  await client.query(
    `insert into boards (project_id, name, columns)
     select id, 'Main Board', $2::jsonb from projects where id <> $1`,
    [opts.templateProjectId, JSON.stringify(opts.columns)],
  );
  await client.query(
    `insert into project_members (project_id, user_id, role)
     select p.id, ($1::int[])[2 + (p.id * 13 + k * 31) % (array_length($1::int[], 1) - 1)], 'member'
     from projects p, generate_series(1, 4) k
     on conflict do nothing`,
    [uids],
  );
  await client.query(
    `insert into project_members (project_id, user_id, role)
     select id, $1, 'member' from projects where id % 10 = 5 and owner_id <> $1
     on conflict do nothing`,
    [bench],
  );
  // Assignees are drawn at random (the same draw on every run).
  await client.query("select setseed(0.42)");
  const boardIds: number[] = (await client.query("select array_agg(id order by id) ids from boards")).rows[0]
    .ids;
  const order = await orderColumn(client, "n");
  await client.query(
    `insert into tasks (board_id, title, description, status, priority, assigned_to, due_date, progress,
                        ${order.column}, tags, created_by, completed_at, created_at, updated_at)
     select b, 'Task ' || g, 'Description of task ' || g, st, (array['high','medium','low'])[1 + g % 3],
            case when g % 10 <> 0 then ($4::int[])[1 + floor(random() * array_length($4::int[], 1))::int] end,
            now() + ((g % 60) - 20) * interval '1 day', g % 101, ${order.value},
            case when g % 4 = 0 then '["frontend","api"]'::jsonb else '["backend"]'::jsonb end,
            ($4::int[])[1 + g % array_length($4::int[], 1)],
            case when st = $5 then now() - (g % 120) * interval '1 day' end,
            now() - (g % 180) * interval '1 day' - (g % 24) * interval '1 hour',
            now() - (g % 90) * interval '1 day'
     from (select g, b, st, (row_number() over (partition by b, st order by g) - 1)::int as n
           from (select g, ($2::int[])[1 + (g - 1) % array_length($2::int[], 1)] as b,
                        ($3::text[])[1 + g % 5] as st
                 from generate_series(1, $1) g) s) x`,
    [opts.tasks, boardIds, slots, uids, slots[4]],
  );
  await client.query(
    `insert into comments (task_id, user_id, content)
     select id, ($1::int[])[1 + id % array_length($1::int[], 1)], 'A comment' from tasks where id % 2 = 0`,
    [uids],
  );
  await client.query(
    `insert into teams (name, description, owner_id)
     select 'Department ' || g, 'A seeded department', ($1::int[])[1 + (g * 3) % array_length($1::int[], 1)]
     from generate_series(1, 10) g`,
    [uids],
  );
  await client.query(
    `insert into team_members (team_id, user_id, role)
     select t.id, ($1::int[])[1 + (t.id * 19 + k) % array_length($1::int[], 1)], 'member'
     from teams t, generate_series(1, 20) k on conflict do nothing`,
    [uids],
  );
  await client.query("analyze");
  const { rows } = await client.query(
    `with visible as (select id from projects where owner_id = $1
                      union select project_id from project_members where user_id = $1)
     select (select count(*) from users)::int users, (select count(*) from projects)::int projects,
            (select count(*) from tasks)::int tasks, (select count(*) from comments)::int comments,
            (select count(*) from visible)::int visible_projects,
            (select count(*) from tasks t join boards b on b.id = t.board_id
              where b.project_id in (select id from visible))::int visible_tasks,
            (select count(*) from tasks t join boards b on b.id = t.board_id
              where b.project_id in (select id from visible) and t.assigned_to = $1)::int my_tasks`,
    [bench],
  );
  const r = rows[0];
  return {
    users: r.users,
    projects: r.projects,
    tasks: r.tasks,
    comments: r.comments,
    visibleProjects: r.visible_projects,
    visibleTasks: r.visible_tasks,
    myTasks: r.my_tasks,
  };
}
