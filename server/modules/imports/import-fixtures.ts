import { MAX_IMPORT_BYTES } from "../../../contract/imports.ts";

/*
 * Hostile import files for the tests and the import bench (issue 20): built in memory, each the worst
 * of its kind for the size it has.
 */

/**
 * A Trello export with a checklist of 1,000 items and a card that names it 5,000 times (55 KB, the
 * issue's file); with `fill`, padded to 5 MB with small actions (many small objects: the costliest
 * JSON to read).
 */
export function checklistBomb(fill: boolean): string {
  const checkItems = Array.from({ length: 1000 }, (_, i) => ({
    name: `Item ${i}`,
    state: "incomplete",
    pos: i,
  }));
  const board = JSON.stringify({
    name: "Bomb",
    lists: [{ id: "l1", name: "To Do" }],
    checklists: [{ id: "c1", checkItems }],
    cards: [{ name: "Card", idList: "l1", idChecklists: Array(5000).fill("c1") }],
    actions: [],
  });
  if (!fill) return board;
  const action = '{"id":"a1","type":"updateCard"},';
  const count = Math.floor((MAX_IMPORT_BYTES - board.length - 16) / action.length);
  return board.replace('"actions":[]', `"actions":[${action.repeat(count).slice(0, -1)}]`);
}

/** A 5 MB Trello export of empty cards: about 1.7 million objects. */
export function emptyCards(): string {
  return `{"lists":[],"cards":[${"{},".repeat(Math.floor((MAX_IMPORT_BYTES - 40) / 3))}{}]}`;
}

/** A 1 MB CSV of 250,000 rows that are all skipped (points "4"). */
export function badCsvRows(count = 250_000): string {
  return `title,points\n${"x,4\n".repeat(count)}`;
}
