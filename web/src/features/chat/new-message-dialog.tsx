import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { chatPeopleQuery, useOpenDirect } from "@/api/chat";
import { messageOr } from "@/api/http";
import { CardError } from "@/components/feedback/load-failure";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";
import { CHAT_MESSAGES } from "./messages";

const MESSAGES = defineMessages({
  openFailed: { id: "chat.new.openFailed", defaultMessage: "Could not open the conversation" },
  newMessage: { id: "chat.new.title", defaultMessage: "New message" },
  description: {
    id: "chat.new.description",
    defaultMessage: "People you share a project or a department with.",
  },
  find: { id: "chat.new.find", defaultMessage: "Find a person" },
  loadFailed: { id: "chat.new.loadFailed", defaultMessage: "People could not be loaded." },
  empty: { id: "chat.new.empty", defaultMessage: "Nobody to message." },
});

/** 'New message': pick someone you share a project or department with; opens the direct channel. */
export function NewMessageDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState("");
  const people = useQuery({ ...chatPeopleQuery, enabled: open });
  const openDirect = useOpenDirect();
  const navigate = useNavigate();
  const shown = (people.data ?? []).filter((p) =>
    `${displayName(p)} ${p.email}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  const choose = async (userId: number) => {
    try {
      const channel = await openDirect.mutateAsync(userId);
      setOpen(false);
      void navigate(`/chat/${channel.id}`);
    } catch (error) {
      toast({
        variant: "destructive",
        title: translator()(MESSAGES.openFailed),
        description: messageOr(error, translator()(CHAT_MESSAGES.tryAgain)),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {t(MESSAGES.newMessage)}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(MESSAGES.newMessage)}</DialogTitle>
          <DialogDescription>{t(MESSAGES.description)}</DialogDescription>
        </DialogHeader>
        <Input
          aria-label={t(MESSAGES.find)}
          placeholder={t(MESSAGES.find)}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        {people.isPending ? (
          <Spinner />
        ) : people.error ? (
          <CardError
            error={people.error}
            message={t(MESSAGES.loadFailed)}
            onRetry={() => void people.refetch()}
          />
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t(MESSAGES.empty)}</p>
        ) : (
          <ul className="grid max-h-72 gap-1 overflow-y-auto">
            {shown.map((p) => (
              <li key={p.id}>
                <Button
                  variant="ghost"
                  className="w-full justify-start"
                  disabled={openDirect.isPending}
                  onClick={() => void choose(p.id)}
                >
                  <span className="truncate">{displayName(p)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
