import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** A sprint screen whose sprint does not exist (or is not the reader's), with the way back. */
export function SprintNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="Sprint not found"
      description="The sprint you're looking for doesn't exist or has been deleted."
      action={
        <Button asChild variant="outline">
          <Link to="/sprints">Back to Sprints</Link>
        </Button>
      }
    />
  );
}
