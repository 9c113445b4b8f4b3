/*
 * Cooperative reading (product rules §30): an import file is read a slice at a time, and the reader
 * gives the event loop a turn whenever it has worked 10 ms, so other requests never wait on an import.
 */

/** The longest stretch a reader works before it yields (ms). */
const SLICE_MS = 10;

/** A function to await in a loop: it yields to the event loop (setImmediate) once 10 ms have passed. */
export function pacer(): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < SLICE_MS) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}

/** `text` in pieces of about `size` characters, never splitting a surrogate pair. */
export function* pieces(text: string, size = 64 * 1024): Generator<string> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + size, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    yield text.slice(start, end);
    start = end;
  }
}
