/*
 * How rare re-keying a column is (issue 8: "rebalancing ... is rare (measure how rare)"). A move
 * takes a fractional-indexing key between its two new neighbours; a key longer than
 * MAX_RANK_LENGTH makes the server re-key the column evenly in the same transaction
 * (server/modules/tasks/task-positions.ts). This simulates that rule in memory, with the same
 * library and limit, for three patterns of moves on one column, and prints how many moves happen
 * per re-key. No database: the key arithmetic is all that decides it.
 *
 * `npm run bench -- rank`. RANK_MOVES sets the number of moves per pattern (default 200,000).
 */
import { generateKeyBetween, generateNKeysBetween } from "fractional-indexing";
import { MAX_RANK_LENGTH } from "../server/modules/tasks/task-positions.ts";

const MOVES = Number(process.env.RANK_MOVES ?? 200_000);
const COLUMN = 1_000;

type Pattern = { name: string; target: (i: number, size: number) => { from: number; to: number } };

const random = (n: number) => Math.floor(Math.random() * n);

const patterns: Pattern[] = [
  { name: "random task to a random index", target: (_i, n) => ({ from: random(n), to: random(n - 1) }) },
  { name: "last task to the top (a triage habit)", target: (_i, n) => ({ from: n - 1, to: 0 }) },
  { name: "last task to index 1, always (the worst case)", target: (_i, n) => ({ from: n - 1, to: 1 }) },
];

function simulate(pattern: Pattern): { rekeys: number; longest: number } {
  let keys = generateNKeysBetween(null, null, COLUMN);
  let rekeys = 0;
  let longest = 0;
  for (let i = 0; i < MOVES; i++) {
    const { from, to } = pattern.target(i, keys.length);
    const others = keys.slice(0, from).concat(keys.slice(from + 1));
    const prev = to > 0 ? others[to - 1]! : null;
    const next = to < others.length ? others[to]! : null;
    let key = generateKeyBetween(prev, next);
    if (key.length > MAX_RANK_LENGTH) {
      rekeys += 1;
      const fresh = generateNKeysBetween(null, null, others.length + 1);
      others.splice(0, others.length, ...fresh.filter((_, j) => j !== to));
      key = fresh[to]!;
    }
    longest = Math.max(longest, key.length);
    others.splice(to, 0, key);
    keys = others;
  }
  return { rekeys, longest };
}

console.log(
  `Re-keying a ${COLUMN}-task column (keys over ${MAX_RANK_LENGTH} characters), ${MOVES} moves each:`,
);
console.log("| pattern | re-keys | moves per re-key | longest key |");
console.log("|---|---|---|---|");
for (const pattern of patterns) {
  const { rekeys, longest } = simulate(pattern);
  const per = rekeys === 0 ? "never" : Math.round(MOVES / rekeys).toLocaleString("en");
  console.log(`| ${pattern.name} | ${rekeys} | ${per} | ${longest} |`);
}
