import { startAfterDue } from "../../../contract/tasks.ts";
import { VALIDATION_MESSAGES } from "../../../contract/validation.ts";
import { fieldError, HttpError } from "../../platform/errors.ts";

/** A date field as sent (ISO text, null to clear, undefined when not sent) as the column's value. */
export function dateValue(value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  return value ? new Date(value) : null;
}

/**
 * 400 naming `startDate` (code START_AFTER_DUE) when the task's start day would come after its due
 * day: the values sent, else the stored ones (product rules, tasks). Changes nothing.
 */
export function assertStartNotAfterDue(
  start: Date | null | undefined,
  due: Date | null | undefined,
  path = "startDate",
): void {
  if (!startAfterDue(start, due)) return;
  const message = VALIDATION_MESSAGES.START_AFTER_DUE;
  throw new HttpError(400, message, [fieldError(path, message)]);
}
