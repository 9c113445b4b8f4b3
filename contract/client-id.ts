// Imports nothing: the web client takes this constant without the event schemas (and zod) with it.

/** Header carrying the tab's client id on API calls, echoed as `originClientId`. */
export const CLIENT_ID_HEADER = "x-client-id";
