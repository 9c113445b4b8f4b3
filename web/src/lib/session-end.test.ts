import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { endSession, SESSION_END_REDIRECT_MS, setSessionLeave } from "./session-end";
import { toast } from "./toast";

vi.mock("./toast", () => ({ toast: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("window", globalThis);
});

afterEach(() => {
  vi.mocked(toast).mockClear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("shows one notice and leaves once, 500 ms later, however many requests failed", () => {
  const leave = vi.fn();
  const uninstall = setSessionLeave(leave);
  endSession();
  endSession();
  expect(toast).toHaveBeenCalledTimes(1);
  expect(vi.mocked(toast).mock.calls[0]?.[0]).toMatchObject({
    title: "Unauthorized",
    variant: "destructive",
  });
  vi.advanceTimersByTime(SESSION_END_REDIRECT_MS - 1);
  endSession();
  expect(leave).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(leave).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(SESSION_END_REDIRECT_MS * 2);
  expect(leave).toHaveBeenCalledTimes(1);
  uninstall();
});

it("does nothing outside the signed-in shell, where a 401 is an answer the page shows", () => {
  endSession();
  expect(toast).not.toHaveBeenCalled();
  const leave = vi.fn();
  setSessionLeave(leave)();
  endSession();
  vi.advanceTimersByTime(SESSION_END_REDIRECT_MS);
  expect(leave).not.toHaveBeenCalled();
  expect(toast).not.toHaveBeenCalled();
});
