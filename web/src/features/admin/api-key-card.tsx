import { useQuery } from "@tanstack/react-query";
import { KeyRound, Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { openAiKeyQuery, useSaveOpenAiKey } from "@/api/admin";
import { showError } from "@/components/feedback/show-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { Skeleton } from "@/components/ui/skeleton";
import { COMMON, useT } from "@/i18n";
import { toast } from "@/lib/toast";

/** The shape of a provider key, the same in every language (not a message). */
const KEY_PLACEHOLDER = "sk-...";

/** The AI provider key: configured or not, and an Edit form with a password input (the key is never shown). */
export function ApiKeyCard() {
  const status = useQuery(openAiKeyQuery);
  const save = useSaveOpenAiKey();
  const [editing, setEditing] = useState(false);
  const [apiKey, setApiKey] = useState("");
  const t = useT();

  const close = () => {
    setEditing(false);
    setApiKey("");
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!apiKey.trim()) {
      toast({
        variant: "destructive",
        title: t(COMMON.error),
        description: t({ id: "admin.key.invalid", defaultMessage: "Please enter a valid API key" }),
      });
      return;
    }
    save.mutate(apiKey.trim(), {
      onSuccess: () => {
        toast({
          title: t({ id: "admin.key.saved.title", defaultMessage: "API Key Saved" }),
          description: t({
            id: "admin.key.saved.description",
            defaultMessage: "The AI assistant can now generate project plans.",
          }),
        });
        close();
      },
      onError: (error) =>
        showError(error, t({ id: "admin.key.saveFailed", defaultMessage: "Failed to save API key" })),
    });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <KeyRound aria-hidden="true" className="size-5" />
            <h2>{t({ id: "admin.key.title", defaultMessage: "AI Assistant API Key" })}</h2>
          </CardTitle>
          <CardDescription>
            {t({
              id: "admin.key.description",
              defaultMessage:
                "The key of the OpenAI-compatible provider behind the AI project assistant. It is stored encrypted and never shown again.",
            })}
          </CardDescription>
        </div>
        {status.isPending ? (
          <Skeleton className="h-6 w-32" />
        ) : status.isError ? (
          <Badge variant="outline">
            {t({ id: "admin.key.statusUnavailable", defaultMessage: "Status unavailable" })}
          </Badge>
        ) : status.data.hasKey ? (
          <Badge variant="outline" className="border-green-200 bg-green-50 text-green-700">
            {t({ id: "admin.key.configured", defaultMessage: "API Key Configured" })}
          </Badge>
        ) : (
          <Badge variant="outline" className="border-amber-200 bg-amber-50 text-amber-800">
            {t({ id: "admin.key.none", defaultMessage: "No API Key" })}
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <form onSubmit={onSubmit} className="grid gap-3 sm:max-w-lg" noValidate>
            <div className="grid gap-2">
              <Label htmlFor="openai-api-key">
                {t({ id: "admin.key.label", defaultMessage: "API Key" })}
              </Label>
              <PasswordInput
                id="openai-api-key"
                toggleLabel="apiKey"
                placeholder={KEY_PLACEHOLDER}
                autoComplete="off"
                autoFocus
                value={apiKey}
                onChange={(e) => setApiKey(e.target.value)}
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending
                  ? t({ id: "profile.details.saving", defaultMessage: "Saving..." })
                  : t(COMMON.save)}
              </Button>
              <Button type="button" variant="outline" onClick={close}>
                {t(COMMON.cancel)}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> {t(COMMON.edit)}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
