import { AI_PRIORITIES, type GenerateProject } from "../../../contract/assistant.ts";

/** The system prompt: the exact JSON shape the plan must have. */
export const PLAN_SYSTEM_PROMPT = `You are an experienced agile project manager. You turn a project brief into a practical project plan.
Answer with one JSON object and nothing else (no Markdown, no code fences, no commentary), exactly of this shape:
{
  "projectOverview": string,            // 2-4 sentences summarising the project and its approach
  "objectives": string[],               // 3-6 measurable objectives
  "timeline": {
    "totalDuration": string,            // e.g. "12 weeks", consistent with the requested timeline
    "phases": [{ "name": string, "duration": string }]   // 3-6 phases in order
  },
  "tasks": [                            // 5-15 concrete tasks in a sensible order
    {
      "title": string,                  // short and imperative, at most 100 characters
      "description": string,            // what to do, 1-3 sentences
      "priority": ${AI_PRIORITIES.map((p) => `"${p}"`).join(" | ")},
      "estimatedDays": number,          // whole days of effort, at least 1
      "recommendedDepartment": string,  // e.g. "Engineering", "Design", "Marketing", "Operations"
      "successCriteria": string,        // how to tell the task is done
      "dependencies": string[]          // titles of earlier tasks in this list it waits for; [] if none
    }
  ]
}
Fit the plan to the team size, timeline, budget and constraints given. Use the project's priority for the most critical tasks.`;

/** The user message: the brief, one labelled line per field that was given. */
export function planUserPrompt(input: GenerateProject): string {
  const lines: [string, string | number | null | undefined][] = [
    ["Project name", input.projectName],
    ["Description", input.projectDescription],
    ["Timeline", input.timeline],
    ["Team size", input.teamSize],
    ["Budget", input.budget],
    ["Industry", input.industry],
    ["Priority", input.priority],
    ["Key deliverables", input.deliverables],
    ["Constraints", input.constraints],
  ];
  return [
    "Create a project plan for this brief:",
    ...lines
      .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== "")
      .map(([label, value]) => `${label}: ${value}`),
  ].join("\n");
}
