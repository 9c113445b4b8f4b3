import { useQuery } from "@tanstack/react-query";
import { MessageSquareShare } from "lucide-react";
import { useState } from "react";
import { slackIntegrationQuery } from "@/api/slack";
import { CardError } from "@/components/feedback/load-failure";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n";
import { SlackConnectForm } from "./slack-connect-form";
import { SlackConnected } from "./slack-connected";

/** The chat-workspace (Slack) card: not configured -> connect form; configured -> details and actions. */
export function SlackIntegrationCard() {
  const integration = useQuery(slackIntegrationQuery);
  const [reconfiguring, setReconfiguring] = useState(false);
  const t = useT();

  return (
    <Card role="region" aria-labelledby="slack-heading">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquareShare aria-hidden="true" className="size-5 text-primary" />
          <h2 id="slack-heading">{t({ id: "settings.slack.title", defaultMessage: "Slack Integration" })}</h2>
        </CardTitle>
        <CardDescription>
          {t({
            id: "settings.slack.description",
            defaultMessage: "Post your notifications to a Slack channel through your own Slack app.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {integration.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-9" />
            <Skeleton className="h-9 w-40" />
          </div>
        ) : integration.isError ? (
          <CardError
            error={integration.error}
            message={t({
              id: "settings.slack.loadFailed",
              defaultMessage: "The Slack integration could not be loaded.",
            })}
            onRetry={() => void integration.refetch()}
          />
        ) : integration.data && !reconfiguring ? (
          <SlackConnected integration={integration.data} onReconfigure={() => setReconfiguring(true)} />
        ) : (
          <div className="grid gap-4">
            {!integration.data && (
              <p className="text-sm text-muted-foreground">
                {t({ id: "settings.slack.notConnected", defaultMessage: "Slack is not connected yet." })}
              </p>
            )}
            <SlackConnectForm
              onDone={() => setReconfiguring(false)}
              onCancel={integration.data ? () => setReconfiguring(false) : undefined}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
