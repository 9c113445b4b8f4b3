import { describe, expect, it } from "vitest";
import { assigneeOptions, initialValues, TaskFormSchema, toDueDate, toTaskPayload } from "./task-form-schema";

const user = (id: number, firstName: string) => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName: "Doe",
  profileImageUrl: null,
});

describe("toDueDate", () => {
  it("an empty date is sent as null", () => {
    expect(toDueDate("", "2031-05-04T15:30:00.000Z")).toBeNull();
  });

  it("a date left as the task had it keeps its time of day", () => {
    const original = new Date(2031, 4, 4, 9, 30).toISOString();
    expect(toDueDate("2031-05-04", original)).toBe(original);
  });

  it("a new date is local midnight", () => {
    expect(toDueDate("2031-05-05", new Date(2031, 4, 4, 9, 30).toISOString())).toBe(
      new Date(2031, 4, 5).toISOString(),
    );
    expect(toDueDate("2031-05-05")).toBe(new Date(2031, 4, 5).toISOString());
  });
});

describe("assigneeOptions", () => {
  it("lists the assignable users by name", () => {
    expect(assigneeOptions(null, [user(1, "Ann"), user(2, "Bob")])).toEqual([
      { value: "1", label: "Ann Doe" },
      { value: "2", label: "Bob Doe" },
    ]);
  });

  it("keeps a current assignee the list no longer holds, first", () => {
    expect(assigneeOptions(user(3, "Cy"), [user(1, "Ann")]).map((o) => o.value)).toEqual(["3", "1"]);
    expect(assigneeOptions(user(1, "Ann"), [user(1, "Ann")]).map((o) => o.value)).toEqual(["1"]);
  });
});

describe("the task form", () => {
  it("a blank title is refused with the contract's message", () => {
    const result = TaskFormSchema.safeParse({ ...initialValues(null, "todo"), title: "   " });
    expect(result.error?.issues[0]?.message).toBe("Title is required");
  });

  it("sends unassigned and an empty date as null, an assignee as a number", () => {
    const values = TaskFormSchema.parse({ ...initialValues(null, "todo"), title: " Ship it " });
    expect(toTaskPayload(values)).toMatchObject({ title: "Ship it", assignedTo: null, dueDate: null });
    expect(toTaskPayload({ ...values, assignedTo: "7" }).assignedTo).toBe(7);
  });
});
