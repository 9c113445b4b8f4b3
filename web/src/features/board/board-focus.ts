import { isRtl } from "./board-messages";

/**
 * Moving the keyboard focus between the tasks the board shows (product rules: keyboard shortcuts):
 * kanban cards by column, table rows and Gantt bars as one list. Each carries `data-task-id`.
 */

/** Which way the focus moves. */
export type FocusDirection = "up" | "down" | "left" | "right";

const ITEM = "[data-task-id]";

/** The task element (card, row or bar) that has the focus, if any. */
export function focusedTaskElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement ? active.closest<HTMLElement>(`#main ${ITEM}`) : null;
}

/** The id of the task whose card, row or bar has the focus. */
export function focusedTaskId(): number | null {
  const el = focusedTaskElement();
  return el ? Number(el.dataset.taskId) : null;
}

/** Whether a card is being moved with the keyboard or the pointer (dnd-kit marks it pressed). */
export function isDragging(): boolean {
  return document.querySelector('[data-testid="task-card"][aria-pressed="true"]') !== null;
}

/** The position of a card in its (virtualized) column. */
const indexOf = (card: HTMLElement) => Number(card.parentElement?.dataset.index ?? 0);

/** The kanban's columns, left to right, each with its rendered cards top to bottom. */
function kanbanColumns(): HTMLElement[][] {
  return Array.from(document.querySelectorAll<HTMLElement>('#main [data-testid="board-column"]')).map(
    (column) =>
      Array.from(column.querySelectorAll<HTMLElement>(`[data-testid="task-card"]${ITEM}`)).sort(
        (a, b) => indexOf(a) - indexOf(b),
      ),
  );
}

/** The card the kanban focus goes to from `current` (none focused: the first card). */
function kanbanTarget(current: HTMLElement | null, direction: FocusDirection): HTMLElement | null {
  const columns = kanbanColumns();
  const col = current ? columns.findIndex((cards) => cards.includes(current)) : -1;
  if (col < 0) return columns.find((cards) => cards.length > 0)?.[0] ?? null;
  const row = columns[col]!.indexOf(current!);
  if (direction === "up" || direction === "down") {
    return columns[col]![row + (direction === "down" ? 1 : -1)] ?? null;
  }
  // Right to left the first column is on the right: the right arrow goes back through the columns.
  const step = (direction === "right") !== isRtl(current) ? 1 : -1;
  for (let c = col + step; c >= 0 && c < columns.length; c += step) {
    const cards = columns[c]!;
    if (cards.length > 0) return cards[Math.min(row, cards.length - 1)]!;
  }
  return null;
}

/** The row or bar the list focus goes to (up and down only). */
function listTarget(current: HTMLElement | null, direction: FocusDirection): HTMLElement | null {
  if (direction === "left" || direction === "right") return null;
  const items = Array.from(document.querySelectorAll<HTMLElement>(`#main ${ITEM}`));
  if (!current) return items[0] ?? null;
  return items[items.indexOf(current) + (direction === "down" ? 1 : -1)] ?? null;
}

/**
 * Moves the focus one task in `direction` (kanban: within and between columns; table and Gantt: up
 * and down) and scrolls it into view; returns the task id it lands on, or null when it cannot move.
 */
export function moveTaskFocus(kanban: boolean, direction: FocusDirection): number | null {
  const current = focusedTaskElement();
  const target = kanban ? kanbanTarget(current, direction) : listTarget(current, direction);
  if (!target) return null;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "nearest", inline: "nearest" });
  return Number(target.dataset.taskId);
}

/** After a task's dialog closes, gives the focus back to its card, row or bar if nothing else has it. */
export function refocusTask(taskId: number): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.querySelector<HTMLElement>(`#main [data-task-id="${taskId}"]`)?.focus();
  });
}
