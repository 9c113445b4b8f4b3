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
import { toast } from "@/lib/toast";

/** The AI provider key: configured or not, and an Edit form with a password input (the key is never shown). */
export function ApiKeyCard() {
  const status = useQuery(openAiKeyQuery);
  const save = useSaveOpenAiKey();
  const [editing, setEditing] = useState(false);
  const [apiKey, setApiKey] = useState("");

  const close = () => {
    setEditing(false);
    setApiKey("");
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!apiKey.trim()) {
      toast({ variant: "destructive", title: "Error", description: "Please enter a valid API key" });
      return;
    }
    save.mutate(apiKey.trim(), {
      onSuccess: () => {
        toast({ title: "API Key Saved", description: "The AI assistant can now generate project plans." });
        close();
      },
      onError: (error) => showError(error, "Failed to save API key"),
    });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <KeyRound aria-hidden="true" className="size-5" />
            <h2>AI Assistant API Key</h2>
          </CardTitle>
          <CardDescription>
            The key of the OpenAI-compatible provider behind the AI project assistant. It is stored encrypted
            and never shown again.
          </CardDescription>
        </div>
        {status.isPending ? (
          <Skeleton className="h-6 w-32" />
        ) : status.isError ? (
          <Badge variant="outline">Status unavailable</Badge>
        ) : status.data.hasKey ? (
          <Badge variant="outline" className="border-green-200 bg-green-50 text-green-700">
            API Key Configured
          </Badge>
        ) : (
          <Badge variant="outline" className="border-amber-200 bg-amber-50 text-amber-800">
            No API Key
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <form onSubmit={onSubmit} className="grid gap-3 sm:max-w-lg" noValidate>
            <div className="grid gap-2">
              <Label htmlFor="openai-api-key">API Key</Label>
              <PasswordInput
                id="openai-api-key"
                toggleLabel="apiKey"
                placeholder="sk-..."
                autoComplete="off"
                autoFocus
                value={apiKey}
                onChange={(e) => setApiKey(e.target.value)}
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? "Saving..." : "Save"}
              </Button>
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
