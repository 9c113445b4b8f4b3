import { z } from "zod";
import { DEFAULT_TASK_PRIORITY, foldPriority, TASK_PRIORITY_VALUES } from "./common.ts";

/** The AI assistant's answer when no key is stored (product rules §10). */
export const AI_NOT_CONFIGURED =
  "The AI assistant is not configured. Ask your administrator to add an API key.";
/** The AI assistant's answer when the model's plan does not match the expected shape. */
export const AI_INVALID_PLAN = "The AI assistant returned an invalid plan. Please try again.";

/** Plan priorities: the task priorities, as the plan's tasks become the project's. */
export const AI_PRIORITIES = TASK_PRIORITY_VALUES;

/** Text that is required: trimmed, at least one character, at most `max`. */
const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** Optional text (or a number, e.g. a budget): trimmed text, kept as sent otherwise. */
const optionalText = (max: number, tooLong: string, label: string) =>
  z
    .union([z.string().trim().max(max, tooLong), z.number().finite(), z.null()], {
      error: `${label} must be text`,
    })
    .optional();

/** POST /api/ai/generate-project: the assistant form (product rules sections 2 and 5). */
export const GenerateProjectBody = z.object({
  /** Project name, required. */
  projectName: requiredText("Project name is required", 255, "Project name must be at most 255 characters"),
  /** What the project is about, at least 10 characters. */
  projectDescription: z
    .string({ error: "Project description must be at least 10 characters" })
    .trim()
    .min(10, "Project description must be at least 10 characters")
    .max(5000, "Project description must be at most 5000 characters"),
  /** Expected duration, e.g. "3 months"; required. */
  timeline: requiredText("Timeline is required", 200, "Timeline must be at most 200 characters"),
  /** Team size, e.g. 5 or "5-7 people"; required. */
  teamSize: z.union(
    [
      z.number().int("Team size must be a whole number").min(1, "Team size is required").max(100_000),
      requiredText("Team size is required", 100, "Team size must be at most 100 characters"),
    ],
    { error: "Team size is required" },
  ),
  /** Optional budget. */
  budget: optionalText(200, "Budget must be at most 200 characters", "Budget"),
  /** Optional industry. */
  industry: optionalText(200, "Industry must be at most 200 characters", "Industry"),
  /** high, medium or low; default medium. */
  priority: z
    .preprocess(foldPriority, z.enum(AI_PRIORITIES, { error: "Priority must be high, medium or low" }))
    .optional()
    .default(DEFAULT_TASK_PRIORITY),
  /** Optional key deliverables. */
  deliverables: optionalText(2000, "Deliverables must be at most 2000 characters", "Deliverables"),
  /** Optional constraints. */
  constraints: optionalText(2000, "Constraints must be at most 2000 characters", "Constraints"),
});
export type GenerateProjectInput = z.input<typeof GenerateProjectBody>;
export type GenerateProject = z.output<typeof GenerateProjectBody>;

/** Text from the model: trimmed; a list is joined. */
const planText = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v.join("; ") : v).trim());
/** A list of short texts from the model; a single string becomes a one-item list. */
const planList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string()])
  .transform((v) => (Array.isArray(v) ? v.map((x) => String(x).trim()) : [v.trim()]).filter(Boolean));

/** A number of days from the model: a number, or the first number in a text ("5 days"); else 1. */
const planDays = z.preprocess(
  (v) => (typeof v === "string" ? Number(/\d+(?:\.\d+)?/.exec(v)?.[0] ?? Number.NaN) : v),
  z.number().finite().min(0).max(10_000).catch(1),
);

/** One task of a generated plan: a title is required, the rest is tolerated and defaulted. */
export const PlanTaskSchema = z.object({
  /** Short imperative title. */
  title: z
    .string()
    .trim()
    .min(1)
    .transform((v) => v.slice(0, 255)),
  /** What to do. */
  description: planText.catch(""),
  /** high, medium or low. */
  priority: z
    .preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : "medium"),
      z.enum(AI_PRIORITIES).catch("medium"),
    )
    .default("medium"),
  /** Estimated effort in days. */
  estimatedDays: planDays.default(1),
  /** The department best placed to do it. */
  recommendedDepartment: planText.catch(""),
  /** How to tell it is done. */
  successCriteria: planText.catch(""),
  /** Titles of tasks this one waits for. */
  dependencies: planList.catch([]),
});
export type PlanTask = z.output<typeof PlanTaskSchema>;
export type PlanTaskInput = z.input<typeof PlanTaskSchema>;

/** A generated project plan (product rules §17 'AI plan response'). */
export const ProjectPlanSchema = z.object({
  /** A paragraph describing the project. */
  projectOverview: planText.pipe(z.string().min(1)),
  /** What the project must achieve. */
  objectives: planList,
  /** Total duration and phases. */
  timeline: z.object({
    /** e.g. "12 weeks". */
    totalDuration: z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
    /** Phases in order. */
    phases: z
      .array(
        z.object({
          /** Phase name. */
          name: z.string().trim().min(1),
          /** Phase length, e.g. "3 weeks". */
          duration: z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
        }),
      )
      .default([]),
  }),
  /** The tasks, at least one; at most 50 are kept. */
  tasks: z
    .array(PlanTaskSchema)
    .min(1)
    .transform((tasks) => tasks.slice(0, 50)),
});
export type ProjectPlan = z.output<typeof ProjectPlanSchema>;
export type ProjectPlanInput = z.input<typeof ProjectPlanSchema>;

/** A plan task as the server answers it: scheduled after the tasks it depends on. */
export const ScheduledPlanTaskSchema = z.object({
  /** Short imperative title. */
  title: z.string(),
  /** What to do. */
  description: z.string(),
  /** high, medium or low. */
  priority: z.enum(AI_PRIORITIES),
  /** Estimated effort in days. */
  estimatedDays: z.number(),
  /** The department best placed to do it. */
  recommendedDepartment: z.string(),
  /** How to tell it is done. */
  successCriteria: z.string(),
  /** Titles of tasks this one waits for. */
  dependencies: z.array(z.string()),
  /** Days from the day the project is created to this task's due date: after every dependency's. */
  dueInDays: z.number(),
});
export type ScheduledPlanTask = z.output<typeof ScheduledPlanTaskSchema>;

/** Free text of the form, or a number (a budget), as validated. */
const formText = z.union([z.string(), z.number(), z.null()]).optional();

/** POST /api/ai/generate-project's answer. */
export const GeneratedProjectSchema = z.object({
  /** The plan, each task with its `dueInDays`. */
  project: z.object({
    /** A paragraph describing the project. */
    projectOverview: z.string(),
    /** What the project must achieve. */
    objectives: z.array(z.string()),
    /** Total duration and phases. */
    timeline: z.object({
      totalDuration: z.string(),
      phases: z.array(z.object({ name: z.string(), duration: z.string() })),
    }),
    /** The tasks, in the model's order. */
    tasks: z.array(ScheduledPlanTaskSchema),
  }),
  /** The request as validated; the project is created under `originalRequest.projectName`. */
  originalRequest: z.object({
    projectName: z.string(),
    projectDescription: z.string(),
    timeline: z.string(),
    teamSize: z.union([z.number(), z.string()]),
    budget: formText,
    industry: formText,
    priority: z.enum(AI_PRIORITIES),
    deliverables: formText,
    constraints: formText,
  }),
});
export type GeneratedProject = z.output<typeof GeneratedProjectSchema>;

/** POST /api/admin/openai-key. */
export const SaveOpenAiKeyBody = z.object({
  /** The provider's API key; stored encrypted, never returned. */
  apiKey: z
    .string({ error: "Please enter a valid API key" })
    .trim()
    .min(1, "Please enter a valid API key")
    .max(1000, "Please enter a valid API key"),
});
export type SaveOpenAiKey = z.output<typeof SaveOpenAiKeyBody>;
export type SaveOpenAiKeyInput = z.input<typeof SaveOpenAiKeyBody>;

/** GET/POST /api/admin/openai-key: whether a key is stored. */
export const OpenAiKeyStatusSchema = z.object({
  /** True when a key is stored. */
  hasKey: z.boolean(),
});
export type OpenAiKeyStatus = z.output<typeof OpenAiKeyStatusSchema>;

/** GET /api/ai/status: whether the assistant can draft a plan (any approved user may ask). */
export const AssistantStatusSchema = z.object({
  /** False until the super administrator stores an API key: the form says so before it is filled. */
  configured: z.boolean(),
});
export type AssistantStatus = z.output<typeof AssistantStatusSchema>;
