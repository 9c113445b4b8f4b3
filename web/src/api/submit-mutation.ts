import {
  type DefaultError,
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";

/**
 * `useMutation` for a form's create or save (issue 9, defect 3): while one call runs, further calls
 * (a double click, Enter pressed twice) are ignored. The lock is a ref set synchronously on the first
 * call, because TanStack Query reports `isPending` to the component only on its next render, after a
 * second click has already arrived. `isPending` is true from that first call, so the submit button
 * disables (and spins) at once. The server's idempotency guard (server/platform/idempotency.ts)
 * catches whatever still slips through (another tab, a retry).
 */
export function useSubmitMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const running = useRef(false);
  const [locked, setLocked] = useState(false);
  const mutateAsyncInner = mutation.mutateAsync;
  type Args = Parameters<UseMutateAsyncFunction<TData, TError, TVariables, TContext>>;

  const mutateAsync = useCallback(
    async (...args: Args) => {
      // A repeated call never settles: the first call's caller gets the one answer.
      if (running.current) return new Promise<TData>(() => {});
      running.current = true;
      setLocked(true);
      try {
        return await mutateAsyncInner(...args);
      } finally {
        running.current = false;
        setLocked(false);
      }
    },
    [mutateAsyncInner],
  ) as UseMutateAsyncFunction<TData, TError, TVariables, TContext>;
  const mutate = useCallback(
    (...args: Args) => {
      mutateAsync(...args).catch(() => {}); // errors reach the callbacks and `error`
    },
    [mutateAsync],
  ) as UseMutateFunction<TData, TError, TVariables, TContext>;

  if (!locked) return { ...mutation, mutate, mutateAsync };
  return { ...mutation, mutate, mutateAsync, isPending: true, isIdle: false } as UseMutationResult<
    TData,
    TError,
    TVariables,
    TContext
  >;
}
