import {
  type ClientRect,
  type CollisionDetection,
  closestCorners,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

/** Mouse and pen drags start after 5 px; touch is left to the TouchSensor's long-press. */
class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: "onPointerDown" as const,
      handler: ({ nativeEvent }: { nativeEvent: PointerEvent }) =>
        nativeEvent.isPrimary && nativeEvent.button === 0 && nativeEvent.pointerType !== "touch",
    },
  ];
}

/** Cards under the pointer win over their column; without a pointer (keyboard), the closest corners. */
export const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length > 0) {
    const cards = hits.filter((h) => !String(h.id).startsWith("column:"));
    return cards.length > 0 ? cards : hits;
  }
  return closestCorners(args);
};

/**
 * Keyboard dragging: up and down move within a column (dnd-kit's sortable getter); left and right
 * jump to the nearest column on that side, to the card at about the same height (or the column
 * itself when it is empty). dnd-kit's own getter can pick a card of the same column there.
 */
const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code !== "ArrowRight" && event.code !== "ArrowLeft")
    return sortableKeyboardCoordinates(event, args);
  const { collisionRect, droppableRects, droppableContainers } = args.context;
  if (!collisionRect) return undefined;
  event.preventDefault();
  const middle = collisionRect.left + collisionRect.width / 2;
  const right = event.code === "ArrowRight";
  const candidates = droppableContainers
    .getEnabled()
    .map((entry) => ({ id: entry.id, rect: droppableRects.get(entry.id) }))
    .filter((c): c is { id: UniqueIdentifier; rect: ClientRect } =>
      c.rect ? (right ? c.rect.left > middle : c.rect.left + c.rect.width < middle) : false,
    );
  if (candidates.length === 0) return undefined;
  const nearestLeft = candidates.reduce((best, c) =>
    Math.abs(c.rect.left - collisionRect.left) < Math.abs(best.rect.left - collisionRect.left) ? c : best,
  ).rect.left;
  const column = candidates.filter((c) => Math.abs(c.rect.left - nearestLeft) < 24);
  // With swimlanes the board has that column once per lane: stay in the lane of the card's height.
  const middleY = collisionRect.top + collisionRect.height / 2;
  const area = column.find(
    (c) =>
      String(c.id).startsWith("column:") && c.rect.top <= middleY && middleY <= c.rect.top + c.rect.height,
  );
  const inLane = area
    ? column.filter((c) => c.rect.top >= area.rect.top && c.rect.top <= area.rect.top + area.rect.height)
    : column;
  const cards = inLane.filter((c) => !String(c.id).startsWith("column:"));
  const pool = cards.length > 0 ? cards : area ? [area] : column;
  const target = pool.reduce((best, c) =>
    Math.abs(c.rect.top - collisionRect.top) < Math.abs(best.rect.top - collisionRect.top) ? c : best,
  );
  return { x: target.rect.left, y: target.rect.top };
};

/** The sensors of product rules §16: mouse and pen after 5 px, a 120 ms long-press, the keyboard. */
export function useBoardSensors() {
  return useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space"] },
    }),
  );
}
