import { MAX_IMPORT_TASKS } from "../../../../contract/imports.ts";
import { badRequest } from "../../../platform/errors.ts";
import {
  emptyParsed,
  type Parsed,
  RowError,
  readChecklist,
  readDates,
  readDescription,
  readRow,
  readTags,
  readTitle,
} from "./normalize.ts";

/*
 * A Trello board export (JSON; product rules §30): lists become statuses (by name), cards tasks,
 * labels tags, the first member the assignee (by full name: Trello exports carry no emails),
 * checklists the task's checklist. Archived cards and cards of archived lists are skipped with a
 * reason. Cards are numbered from 1 in the file's order.
 */

type TrelloList = { id?: unknown; name?: unknown; closed?: unknown };
type TrelloCard = {
  name?: unknown;
  desc?: unknown;
  idList?: unknown;
  due?: unknown;
  start?: unknown;
  closed?: unknown;
  labels?: unknown;
  idMembers?: unknown;
  idChecklists?: unknown;
};
type TrelloChecklist = { id?: unknown; checkItems?: unknown };
type TrelloMember = { id?: unknown; fullName?: unknown; username?: unknown };

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const array = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The board as JSON; anything else is a 400. */
function readBoard(content: string): Record<string, unknown> {
  let board: unknown;
  try {
    board = JSON.parse(content.replace(/^\uFEFF/, ""));
  } catch {
    throw badRequest(
      "The Trello file is not valid JSON (it may be cut short). Export the board again.",
      "IMPORT_TRELLO_INVALID_JSON",
    );
  }
  if (typeof board !== "object" || board === null || !Array.isArray((board as { lists?: unknown }).lists)) {
    throw badRequest("This is not a Trello board export: it has no 'lists'", "IMPORT_TRELLO_NO_LISTS");
  }
  if (!Array.isArray((board as { cards?: unknown }).cards)) {
    throw badRequest("This is not a Trello board export: it has no 'cards'", "IMPORT_TRELLO_NO_CARDS");
  }
  return board as Record<string, unknown>;
}

type Item = { text: string; done: boolean };

/** The checklist items of each checklist id, in Trello's order (`pos`). */
function checklistsById(board: Record<string, unknown>): Map<string, Item[]> {
  const byId = new Map<string, Item[]>();
  for (const list of array<TrelloChecklist>(board.checklists)) {
    const items = array<{ name?: unknown; state?: unknown; pos?: unknown }>(list.checkItems)
      .slice()
      .sort((a, b) => Number(a.pos ?? 0) - Number(b.pos ?? 0))
      .map((item) => ({ text: text(item.name), done: item.state === "complete" }));
    byId.set(text(list.id), items);
  }
  return byId;
}

/**
 * The items of a card's checklists, one after the other, read lazily. A checklist belongs to one
 * card: the first card to name it takes it, and a later mention (the same card again, or another
 * card) reads nothing. So a file never yields more items than it holds.
 */
function* cardItems(ids: unknown[], checklists: Map<string, Item[]>): Generator<Item> {
  for (const id of ids) {
    const items = checklists.get(text(id));
    if (!items) continue;
    checklists.delete(text(id));
    yield* items;
  }
}

/** A Trello board export. */
export function parseTrello(content: string): Parsed {
  const board = readBoard(content);
  const lists = new Map(array<TrelloList>(board.lists).map((l) => [text(l.id), l]));
  const members = new Map(
    array<TrelloMember>(board.members).map((m) => [text(m.id), text(m.fullName) || text(m.username)]),
  );
  const checklists = checklistsById(board);
  const out = emptyParsed(text(board.name).trim().slice(0, 255) || null);
  array<TrelloCard>(board.cards).forEach((card, index) => {
    const row = index + 1;
    readRow(out, row, (notes) => {
      const list = lists.get(text(card.idList));
      if (card.closed === true) throw new RowError({ key: "import.skip.archivedCard" });
      if (!list) throw new RowError({ key: "import.skip.listMissing" });
      if (list.closed === true)
        throw new RowError({ key: "import.skip.archivedList", values: { list: text(list.name) } });
      const memberIds = array<unknown>(card.idMembers).map(text);
      if (memberIds.length > 1)
        notes.push({ key: "import.note.manyMembers", values: { row, count: memberIds.length } });
      const labels = array<{ name?: unknown; color?: unknown }>(card.labels).map(
        (l) => text(l.name) || text(l.color),
      );
      return {
        title: readTitle(text(card.name), row, notes),
        description: readDescription(text(card.desc), row, notes),
        status: text(list.name).trim() || "To Do",
        priority: "medium",
        assignee: memberIds.length > 0 ? (members.get(memberIds[0]!) ?? null) : null,
        ...readDates(text(card.due), text(card.start), row, notes, true),
        tags: readTags(labels, row, notes),
        storyPoints: null,
        checklist: readChecklist(cardItems(array<unknown>(card.idChecklists), checklists), row, notes),
      };
    });
    if (out.rows.length > MAX_IMPORT_TASKS) {
      throw badRequest(
        `The file has more than ${MAX_IMPORT_TASKS} tasks; at most ${MAX_IMPORT_TASKS} can be imported at once`,
      );
    }
  });
  return out;
}
