import type { ProjectPlan } from "@contract/assistant";
import { defineMessages, useT } from "@/i18n";

const MESSAGES = defineMessages({
  overview: { id: "assistant.plan.overview", defaultMessage: "Project Overview" },
  objectives: { id: "assistant.plan.objectives", defaultMessage: "Objectives" },
  timeline: { id: "assistant.plan.timeline", defaultMessage: "Timeline" },
  duration: { id: "assistant.plan.duration", defaultMessage: "<b>Total duration:</b> {duration}" },
  phase: { id: "assistant.plan.phase", defaultMessage: "{number}. {name}" },
});

/** The plan's overview, objectives (when there are any) and timeline with its phases. */
export function PlanSummary({ plan }: { plan: ProjectPlan }) {
  const t = useT();
  return (
    <>
      <section aria-labelledby="ai-overview" className="grid gap-2">
        <h3 id="ai-overview" className="font-semibold">
          {t(MESSAGES.overview)}
        </h3>
        <p className="text-sm text-muted-foreground">{plan.projectOverview}</p>
      </section>
      {plan.objectives.length > 0 && (
        <section aria-labelledby="ai-objectives" className="grid gap-2">
          <h3 id="ai-objectives" className="font-semibold">
            {t(MESSAGES.objectives)}
          </h3>
          <ul className="list-disc ps-5 text-sm text-muted-foreground">
            {plan.objectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="ai-timeline" className="grid gap-2">
        <h3 id="ai-timeline" className="font-semibold">
          {t(MESSAGES.timeline)}
        </h3>
        <p className="text-sm">
          {t.rich(MESSAGES.duration, {
            duration: plan.timeline.totalDuration,
            b: (chunks) => (
              <span key="b" className="font-medium">
                {chunks}
              </span>
            ),
          })}
        </p>
        {plan.timeline.phases.length > 0 && (
          <ol className="grid gap-1 text-sm text-muted-foreground">
            {plan.timeline.phases.map((phase, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: phases may share a name; their order is fixed
                key={`${phase.name}-${i}`}
                className="flex justify-between gap-4 rounded-md bg-muted/50 px-3 py-1.5"
              >
                <span>{t(MESSAGES.phase, { number: i + 1, name: phase.name })}</span>
                <span className="shrink-0">{phase.duration}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
