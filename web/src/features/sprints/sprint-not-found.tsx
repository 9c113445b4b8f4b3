import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useT } from "@/i18n";
import { SPRINT_MESSAGES } from "./sprint-messages";

/** A sprint screen whose sprint does not exist (or is not the reader's), with the way back. */
export function SprintNotFound() {
  const t = useT();
  return (
    <EmptyState
      icon={SearchX}
      title={t(SPRINT_MESSAGES.notFound)}
      description={t(SPRINT_MESSAGES.notFoundDescription)}
      action={
        <Button asChild variant="outline">
          <Link to="/sprints">{t(SPRINT_MESSAGES.backToSprints)}</Link>
        </Button>
      }
    />
  );
}
