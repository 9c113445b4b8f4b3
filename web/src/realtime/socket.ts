import { type ClientMessage, SESSION_ENDED_CODE, type ServerEvent } from "@contract/events";
import { clientId } from "@/lib/client-id";

type Listener = (event: ServerEvent) => void;

const MAX_RETRY_MS = 15_000;

/**
 * The one /ws connection of the tab. The signed-in app shell holds it open (`retain`) for the user's
 * `notification` events; pages join projects over it by reference count. It re-joins after a
 * reconnect (with backoff), and then tells listeners to reload each project and the notifications,
 * since events may have been missed while it was down. A close with `SESSION_ENDED_CODE` means
 * signed out: no reconnect until the shell or a page asks again (after a new sign-in).
 */
export class RealtimeConnection {
  private ws: WebSocket | null = null;
  private readonly joined = new Map<number, number>();
  private readonly listeners = new Set<Listener>();
  private readonly sessionEndListeners = new Set<() => void>();
  private retryMs = 1000;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private hasOpened = false;
  private holders = 0;
  private suspended = false;
  private readonly openListeners = new Set<(reopened: boolean) => void>();

  /**
   * Keeps the socket open without joining a project (e.g. app-wide, for the user's `notification`
   * events); returns the release function.
   */
  retain(): () => void {
    this.holders += 1;
    this.ensureOpen();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      this.closeWhenUnused();
    };
  }

  /**
   * Closes the socket on purpose (logout): no reconnect and no session-end notice, until `resume`
   * (the returned function, for a logout that failed).
   */
  suspend(): () => void {
    this.suspended = true;
    this.closeNow();
    return () => {
      this.suspended = false;
      if (this.holders > 0 || this.joined.size > 0) this.ensureOpen();
    };
  }

  /**
   * Called each time the socket opens, with `true` when it reopened (events may have been missed),
   * `false` the first time (events from before it opened were not delivered either); returns the
   * unsubscribe function.
   */
  onOpen(listener: (reopened: boolean) => void): () => void {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  }

  /** Called when the server ends the socket because its session ended; returns the unsubscribe function. */
  onSessionEnd(listener: () => void): () => void {
    this.sessionEndListeners.add(listener);
    return () => this.sessionEndListeners.delete(listener);
  }

  /** Receives every event; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts receiving a project's events (the server checks membership). */
  join(projectId: number, userId: number | undefined): void {
    const count = this.joined.get(projectId) ?? 0;
    this.joined.set(projectId, count + 1);
    if (count === 0) this.send({ type: "join_project", projectId, userId, clientId });
    this.ensureOpen();
  }

  /** Stops receiving a project's events when the last page using it leaves. */
  leave(projectId: number): void {
    const count = this.joined.get(projectId) ?? 0;
    if (count <= 1) {
      this.joined.delete(projectId);
      this.send({ type: "leave_project", projectId });
    } else {
      this.joined.set(projectId, count - 1);
    }
    this.closeWhenUnused();
  }

  private closeWhenUnused(): void {
    if (this.holders === 0 && this.joined.size === 0) this.closeNow();
  }

  private closeNow(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const ws = this.ws;
    this.ws = null;
    this.hasOpened = false;
    if (!ws) return;
    ws.onclose = null;
    ws.onmessage = null;
    ws.onopen = null;
    if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close(1000);
  }

  /** Sends a message when the socket is open (dropped otherwise; joins are replayed on open). */
  send(message: ClientMessage): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  private ensureOpen(): void {
    if (this.ws || this.retryTimer || this.suspended || typeof WebSocket === "undefined") return;
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${window.location.host}/ws`);
    this.ws = ws;
    ws.onopen = () => {
      this.retryMs = 1000;
      for (const projectId of this.joined.keys()) {
        ws.send(JSON.stringify({ type: "join_project", projectId, clientId } satisfies ClientMessage));
        if (this.hasOpened)
          this.emit({ type: "invalidate", projectId, actorId: null, originClientId: null, taskId: null });
      }
      const reopened = this.hasOpened;
      this.hasOpened = true;
      for (const listener of [...this.openListeners]) listener(reopened);
    };
    ws.onmessage = (message) => {
      try {
        this.emit(JSON.parse(String(message.data)) as ServerEvent);
      } catch {
        // Not JSON: ignore.
      }
    };
    ws.onclose = (event) => {
      this.ws = null;
      if (event.code === SESSION_ENDED_CODE) {
        this.hasOpened = false;
        for (const listener of [...this.sessionEndListeners]) listener();
        return;
      }
      if (this.joined.size === 0 && this.holders === 0) return;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.ensureOpen();
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    };
  }

  private emit(event: ServerEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

/** The tab's real-time connection. */
export const realtime = new RealtimeConnection();
