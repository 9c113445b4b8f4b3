import { defineMessages, type MessageDescriptor } from "@/i18n";

/** One line of the '?' overlay: the keys (as `KeyboardEvent.key` values or 'g d') and what they do. */
export interface ShortcutLine {
  keys: readonly string[];
  description: MessageDescriptor;
}

const AREAS = defineMessages({
  anywhere: { id: "shortcuts.area.anywhere", defaultMessage: "Anywhere" },
  board: { id: "shortcuts.area.board", defaultMessage: "Project board" },
  moving: { id: "shortcuts.area.moving", defaultMessage: "Moving a card (kanban)" },
});

const LINES = defineMessages({
  help: { id: "shortcuts.help", defaultMessage: "Show these shortcuts" },
  goDashboard: { id: "shortcuts.goDashboard", defaultMessage: "Go to Dashboard" },
  goProjects: { id: "shortcuts.goProjects", defaultMessage: "Go to Projects" },
  goSprints: { id: "shortcuts.goSprints", defaultMessage: "Go to Sprints" },
  goMyTasks: { id: "shortcuts.goMyTasks", defaultMessage: "Go to My Tasks" },
  closeLayer: { id: "shortcuts.closeLayer", defaultMessage: "Close a dialog or menu" },
  newTask: { id: "shortcuts.board.newTask", defaultMessage: "New task" },
  searchTasks: { id: "shortcuts.board.searchTasks", defaultMessage: "Search tasks" },
  filterStatus: { id: "shortcuts.board.filterStatus", defaultMessage: "Filter by status" },
  nextCard: { id: "shortcuts.board.nextCard", defaultMessage: "Next card (down the column or list)" },
  previousCard: { id: "shortcuts.board.previousCard", defaultMessage: "Previous card" },
  cardLeft: { id: "shortcuts.board.cardLeft", defaultMessage: "Card in the column to the left" },
  cardRight: { id: "shortcuts.board.cardRight", defaultMessage: "Card in the column to the right" },
  openTask: { id: "shortcuts.board.openTask", defaultMessage: "Open the focused task" },
  editTask: { id: "shortcuts.board.editTask", defaultMessage: "Edit the focused task" },
  assignToMe: { id: "shortcuts.board.assignToMe", defaultMessage: "Assign the focused task to me" },
  kanbanView: { id: "shortcuts.board.kanbanView", defaultMessage: "Kanban view" },
  tableView: { id: "shortcuts.board.tableView", defaultMessage: "Table view" },
  ganttView: { id: "shortcuts.board.ganttView", defaultMessage: "Gantt view" },
  clearFocus: { id: "shortcuts.board.clearFocus", defaultMessage: "Clear the card focus" },
  pickUp: { id: "shortcuts.moving.pickUp", defaultMessage: "Pick up the focused card, or drop it" },
  moveWithin: { id: "shortcuts.moving.within", defaultMessage: "Move it within its column" },
  moveNext: { id: "shortcuts.moving.next", defaultMessage: "Move it to the next column" },
  putBack: { id: "shortcuts.moving.putBack", defaultMessage: "Put it back where it was" },
});

/** Every shortcut, by area, as the '?' overlay lists them (product rules: keyboard shortcuts). */
export const SHORTCUT_AREAS: readonly {
  key: string;
  area: MessageDescriptor;
  lines: readonly ShortcutLine[];
}[] = [
  {
    key: "anywhere",
    area: AREAS.anywhere,
    lines: [
      { keys: ["?"], description: LINES.help },
      { keys: ["g d"], description: LINES.goDashboard },
      { keys: ["g p"], description: LINES.goProjects },
      { keys: ["g s"], description: LINES.goSprints },
      { keys: ["g m"], description: LINES.goMyTasks },
      { keys: ["Escape"], description: LINES.closeLayer },
    ],
  },
  {
    key: "board",
    area: AREAS.board,
    lines: [
      { keys: ["n"], description: LINES.newTask },
      { keys: ["/"], description: LINES.searchTasks },
      { keys: ["f"], description: LINES.filterStatus },
      { keys: ["j", "ArrowDown"], description: LINES.nextCard },
      { keys: ["k", "ArrowUp"], description: LINES.previousCard },
      { keys: ["h", "ArrowLeft"], description: LINES.cardLeft },
      { keys: ["l", "ArrowRight"], description: LINES.cardRight },
      { keys: ["Enter"], description: LINES.openTask },
      { keys: ["e"], description: LINES.editTask },
      { keys: ["a"], description: LINES.assignToMe },
      { keys: ["1"], description: LINES.kanbanView },
      { keys: ["2"], description: LINES.tableView },
      { keys: ["3"], description: LINES.ganttView },
      { keys: ["Escape"], description: LINES.clearFocus },
    ],
  },
  {
    key: "moving",
    area: AREAS.moving,
    lines: [
      { keys: [" "], description: LINES.pickUp },
      { keys: ["ArrowUp", "ArrowDown"], description: LINES.moveWithin },
      { keys: ["ArrowLeft", "ArrowRight"], description: LINES.moveNext },
      { keys: ["Escape"], description: LINES.putBack },
    ],
  },
];
