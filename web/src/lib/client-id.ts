/** This tab's id: sent as `X-Client-Id` with changes and compared with events' `originClientId`. */
export const clientId: string = (() => {
  const random = globalThis.crypto?.randomUUID?.();
  if (random) return random;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
})();
