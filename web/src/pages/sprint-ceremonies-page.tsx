import { isDatabaseId } from "@contract/ids";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { useCurrentUser } from "@/api/auth";
import { errorStatus } from "@/api/http";
import { sprintQuery } from "@/api/sprints";
import { LoadFailure } from "@/components/feedback/load-failure";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { RetroTab } from "@/features/ceremonies/retro-tab";
import { ReviewTab } from "@/features/ceremonies/review-tab";
import { StandupTab } from "@/features/ceremonies/standup-tab";
import { TemplatesTab } from "@/features/ceremonies/templates-tab";
import { SprintNotFound } from "@/features/sprints/sprint-not-found";
import { usePageTitle } from "@/lib/use-page-title";
import { useCeremonyEvents } from "@/realtime/use-ceremony-events";

const TABS = ["standup", "review", "retro", "templates"] as const;
type Tab = (typeof TABS)[number];

/** /sprints/:id/ceremonies: the sprint's Standup, Review, Retro and Templates (product rules §22). */
export function SprintCeremoniesPage() {
  const id = Number(useParams().id);
  const valid = isDatabaseId(id);
  const sprint = useQuery({ ...sprintQuery(id), enabled: valid });
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get("tab")) ?? "standup";
  useCeremonyEvents(id);
  usePageTitle(sprint.data ? `${sprint.data.name} · Ceremonies` : "Ceremonies");

  if (valid && sprint.isPending)
    return <Skeleton className="h-96 rounded-xl" aria-busy="true" aria-label="Loading ceremonies" />;
  if (errorStatus(sprint.error) === 401)
    return <LoadFailure errors={[sprint.error]}>The sprint could not be loaded.</LoadFailure>;
  if (!valid || !sprint.data) {
    return <SprintNotFound />;
  }
  const data = sprint.data;
  const isOwner = user?.id === data.ownerId;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Link
          to={`/sprints/${data.id}`}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to {data.name}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">Ceremonies: {data.name}</h1>
      </div>
      <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
        <TabsList aria-label="Ceremonies">
          <TabsTrigger value="standup">Standup</TabsTrigger>
          <TabsTrigger value="review">Review</TabsTrigger>
          <TabsTrigger value="retro">Retro</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
        </TabsList>
        <TabsContent value="standup">
          <StandupTab sprint={data} isOwner={isOwner} />
        </TabsContent>
        <TabsContent value="review">
          <ReviewTab sprintId={data.id} />
        </TabsContent>
        <TabsContent value="retro">
          <RetroTab sprint={data} />
        </TabsContent>
        <TabsContent value="templates">
          <TemplatesTab sprintId={data.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
