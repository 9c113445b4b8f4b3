import type { ProjectPlan } from "@contract/assistant";

/** The plan's overview, objectives (when there are any) and timeline with its phases. */
export function PlanSummary({ plan }: { plan: ProjectPlan }) {
  return (
    <>
      <section aria-labelledby="ai-overview" className="grid gap-2">
        <h3 id="ai-overview" className="font-semibold">
          Project Overview
        </h3>
        <p className="text-sm text-muted-foreground">{plan.projectOverview}</p>
      </section>
      {plan.objectives.length > 0 && (
        <section aria-labelledby="ai-objectives" className="grid gap-2">
          <h3 id="ai-objectives" className="font-semibold">
            Objectives
          </h3>
          <ul className="list-disc pl-5 text-sm text-muted-foreground">
            {plan.objectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="ai-timeline" className="grid gap-2">
        <h3 id="ai-timeline" className="font-semibold">
          Timeline
        </h3>
        <p className="text-sm">
          <span className="font-medium">Total duration:</span> {plan.timeline.totalDuration}
        </p>
        {plan.timeline.phases.length > 0 && (
          <ol className="grid gap-1 text-sm text-muted-foreground">
            {plan.timeline.phases.map((phase, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: phases may share a name; their order is fixed
                key={`${phase.name}-${i}`}
                className="flex justify-between gap-4 rounded-md bg-muted/50 px-3 py-1.5"
              >
                <span>
                  {i + 1}. {phase.name}
                </span>
                <span className="shrink-0">{phase.duration}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
