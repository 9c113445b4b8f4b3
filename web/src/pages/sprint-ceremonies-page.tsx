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
import { defineMessages, useT } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";
import { useCeremonyEvents } from "@/realtime/use-ceremony-events";

const TABS = ["standup", "review", "retro", "templates"] as const;
type Tab = (typeof TABS)[number];

const MESSAGES = defineMessages({
  pageTitle: { id: "ceremonies.page.pageTitle", defaultMessage: "{sprint} · Ceremonies" },
  ceremonies: { id: "ceremonies.page.ceremonies", defaultMessage: "Ceremonies" },
  loading: { id: "ceremonies.page.loading", defaultMessage: "Loading ceremonies" },
  loadFailed: { id: "ceremonies.page.loadFailed", defaultMessage: "The sprint could not be loaded." },
  back: { id: "ceremonies.page.back", defaultMessage: "Back to {sprint}" },
  title: { id: "ceremonies.page.title", defaultMessage: "Ceremonies: {sprint}" },
  standup: { id: "ceremonies.page.standup", defaultMessage: "Standup" },
  review: { id: "ceremonies.page.review", defaultMessage: "Review" },
  retro: { id: "ceremonies.page.retro", defaultMessage: "Retro" },
  templates: { id: "ceremonies.page.templates", defaultMessage: "Templates" },
});

/** /sprints/:id/ceremonies: the sprint's Standup, Review, Retro and Templates (product rules §22). */
export function SprintCeremoniesPage() {
  const t = useT();
  const id = Number(useParams().id);
  const valid = isDatabaseId(id);
  const sprint = useQuery({ ...sprintQuery(id), enabled: valid });
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get("tab")) ?? "standup";
  useCeremonyEvents(id);
  usePageTitle(sprint.data ? t(MESSAGES.pageTitle, { sprint: sprint.data.name }) : t(MESSAGES.ceremonies));

  if (valid && sprint.isPending)
    return <Skeleton className="h-96 rounded-xl" aria-busy="true" aria-label={t(MESSAGES.loading)} />;
  if (errorStatus(sprint.error) === 401)
    return <LoadFailure errors={[sprint.error]}>{t(MESSAGES.loadFailed)}</LoadFailure>;
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
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />{" "}
          {t(MESSAGES.back, { sprint: data.name })}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {t(MESSAGES.title, { sprint: data.name })}
        </h1>
      </div>
      <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
        <TabsList aria-label={t(MESSAGES.ceremonies)}>
          <TabsTrigger value="standup">{t(MESSAGES.standup)}</TabsTrigger>
          <TabsTrigger value="review">{t(MESSAGES.review)}</TabsTrigger>
          <TabsTrigger value="retro">{t(MESSAGES.retro)}</TabsTrigger>
          <TabsTrigger value="templates">{t(MESSAGES.templates)}</TabsTrigger>
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
