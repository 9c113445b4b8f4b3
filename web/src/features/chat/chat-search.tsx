import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { chatSearchQuery } from "@/api/chat";
import { CardError } from "@/components/feedback/load-failure";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { defineMessages, useT } from "@/i18n";
import { displayName } from "@/lib/user";

/** The search box over every channel the user reads; results link to their channel. */
const MESSAGES = defineMessages({
  search: { id: "chat.search.label", defaultMessage: "Search messages" },
  failed: { id: "chat.search.failed", defaultMessage: "Search failed." },
  empty: { id: "chat.search.empty", defaultMessage: "No messages found." },
  results: { id: "chat.search.results", defaultMessage: "Search results" },
});

export function ChatSearch() {
  const t = useT();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery(chatSearchQuery(q));
  const active = q.length >= 2;
  return (
    <div className="grid gap-2">
      <div className="relative">
        <Search aria-hidden="true" className="absolute top-2.5 start-2.5 size-4 text-muted-foreground" />
        <Input
          type="search"
          aria-label={t(MESSAGES.search)}
          placeholder={t(MESSAGES.search)}
          className="ps-8"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {active && (
        <div aria-live="polite" className="grid gap-1 rounded-md border p-2">
          {results.isPending ? (
            <Spinner />
          ) : results.error ? (
            <CardError
              error={results.error}
              message={t(MESSAGES.failed)}
              onRetry={() => void results.refetch()}
            />
          ) : results.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(MESSAGES.empty)}</p>
          ) : (
            <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label={t(MESSAGES.results)}>
              {results.data.map((hit) => (
                <li key={hit.id}>
                  <Link
                    to={`/chat/${hit.channelId}`}
                    onClick={() => setText("")}
                    className="block rounded px-2 py-1 text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none"
                  >
                    <span className="block truncate text-xs text-muted-foreground">
                      {hit.channelName} · {displayName(hit.author)}
                    </span>
                    <span className="block truncate">{hit.content || hit.attachment?.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
