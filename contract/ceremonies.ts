import { z } from "zod";
import { IsoDateSchema, refIdSchema } from "./common.ts";
import { PublicUserSchema } from "./users.ts";

/*
 * Scrum ceremonies of a sprint (product rules §22): the daily standup, the sprint review and the
 * retrospective, with the templates the sprint owner keeps for them.
 */

/** A template holds at most this many questions or columns. */
export const MAX_TEMPLATE_ITEMS = 8;
/** A question, a column title: at most this many characters. */
export const MAX_TEMPLATE_ITEM = 120;
/** A standup answer, the blockers: at most this many characters each. */
export const MAX_STANDUP_TEXT = 2000;
/** A retro card: at most this many characters. */
export const MAX_CARD_TEXT = 500;
/** Review notes: at most this many characters. */
export const MAX_REVIEW_NOTES = 10_000;
/** At most this many demo links. */
export const MAX_DEMO_LINKS = 10;
/** The default dot-voting limit per person and retro. */
export const DEFAULT_VOTE_LIMIT = 3;
/** The highest dot-voting limit the owner may set. */
export const MAX_VOTE_LIMIT = 20;

/** The standup questions a sprint starts with (blockers are always asked, apart). */
export const DEFAULT_STANDUP_QUESTIONS = ["What did you do yesterday?", "What will you do today?"];

/** The retro column sets to copy from; the first is the default. */
export const RETRO_PRESETS = [
  { name: "Went well / To improve / Actions", columns: ["Went well", "To improve", "Actions"] },
  { name: "Start / Stop / Continue", columns: ["Start", "Stop", "Continue"] },
  { name: "Mad / Sad / Glad", columns: ["Mad", "Sad", "Glad"] },
  { name: "4Ls", columns: ["Liked", "Learned", "Lacked", "Longed for"] },
] as const;

const item = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, `${what} must not be empty`)
    .max(MAX_TEMPLATE_ITEM, `${what} must be at most ${MAX_TEMPLATE_ITEM} characters`);
const items = (what: string) =>
  z
    .array(item(what), { error: `${what}s must be a list` })
    .min(1, `Give at least one ${what.toLowerCase()}`)
    .max(MAX_TEMPLATE_ITEMS, `At most ${MAX_TEMPLATE_ITEMS} ${what.toLowerCase()}s`);

/** PUT /api/sprints/{id}/ceremony-templates: the fields present change (sprint owner). */
export const UpdateTemplatesBody = z.strictObject({
  /** The standup's questions, 1-8. */ standupQuestions: items("Question").optional(),
  /** The retro's columns, 1-8 (a retro already opened keeps its own). */
  retroColumns: items("Column").optional(),
});
export type UpdateTemplatesInput = z.input<typeof UpdateTemplatesBody>;
export type UpdateTemplates = z.output<typeof UpdateTemplatesBody>;

/** A sprint's templates. */
export const CeremonyTemplatesSchema = z.object({
  /** The sprint. */ sprintId: z.number().int(),
  /** Standup questions. */ standupQuestions: z.array(z.string()),
  /** Retro columns. */ retroColumns: z.array(z.string()),
  /** Whether the reader is the sprint owner (who manages them). */ canManage: z.boolean(),
});
export type CeremonyTemplates = z.output<typeof CeremonyTemplatesSchema>;

/** GET /api/sprints/{id}/standup?day=YYYY-MM-DD (default: today, UTC). */
export const StandupQuery = z.object({ /** The day shown. */ day: IsoDateSchema.optional() });
export type StandupQueryInput = z.input<typeof StandupQuery>;
export type StandupQuery = z.output<typeof StandupQuery>;

const standupText = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(MAX_STANDUP_TEXT, `${what} must be at most ${MAX_STANDUP_TEXT} characters`);

/** PUT /api/sprints/{id}/standup: the reader's answer for today (created or replaced). */
export const SaveStandupBody = z.strictObject({
  /** One answer per template question, in order. */
  answers: z.array(standupText("An answer"), { error: "Answers must be a list" }).max(MAX_TEMPLATE_ITEMS),
  /** What blocks the member; empty for nothing. */ blockers: standupText("Blockers").default(""),
});
export type SaveStandupInput = z.input<typeof SaveStandupBody>;
export type SaveStandup = z.output<typeof SaveStandupBody>;

/** POST /api/standup-answers/{id}/task and POST /api/retro-cards/{id}/task: the task to create. */
export const MakeTaskBody = z.strictObject({
  /** A project of the sprint the caller may see. */
  projectId: refIdSchema("Project id must be a project id"),
  /** Who owns the task (an action needs one); a user the caller may assign. */
  assignedTo: refIdSchema("Assignee must be a user id").optional(),
});
export type MakeTaskInput = z.input<typeof MakeTaskBody>;
export type MakeTask = z.output<typeof MakeTaskBody>;

/** A task made from a blocker or an action item, with where it stands. */
export const LinkedTaskSchema = z.object({
  /** Task id. */ id: z.number().int(),
  /** Title. */ title: z.string(),
  /** Its project. */ projectId: z.number().int(),
  /** Its status (column id). */ status: z.string(),
  /** Whether it is in its board's completed column. */ done: z.boolean(),
  /** Its owner (assignee), or null. */ assignee: PublicUserSchema.nullable(),
});
export type LinkedTask = z.output<typeof LinkedTaskSchema>;

/** One member's answer for one day. */
export const StandupAnswerSchema = z.object({
  /** Answer id. */ id: z.number().int(),
  /** Who answered. */ user: PublicUserSchema,
  /** Question and answer pairs. */ answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** Blockers, empty when none. */ blockers: z.string(),
  /** The task the blocker became (null when the reader may not see it). */ task: LinkedTaskSchema.nullable(),
  /** ISO time of the last change. */ updatedAt: z.string(),
});
export type StandupAnswer = z.output<typeof StandupAnswerSchema>;

/** A day's standup page. */
export const StandupDaySchema = z.object({
  /** The day, YYYY-MM-DD (UTC). */ day: z.string(),
  /** Today (UTC), the only day one may answer. */ today: z.string(),
  /** The template's questions. */ questions: z.array(z.string()),
  /** Everyone's answers, by name. */ answers: z.array(StandupAnswerSchema),
  /** Participants who have not answered that day. */ missing: z.array(PublicUserSchema),
  /** Earlier days with answers, newest first (at most 60), and how many answered. */
  history: z.array(z.object({ day: z.string(), answers: z.number().int() })),
});
export type StandupDay = z.output<typeof StandupDaySchema>;

/** PUT /api/sprints/{id}/review: notes and demo links (sprint owner). */
export const UpdateReviewBody = z.strictObject({
  /** Free notes. */
  notes: z
    .string({ error: "Notes must be text" })
    .max(MAX_REVIEW_NOTES, `Notes must be at most ${MAX_REVIEW_NOTES} characters`)
    .optional(),
  /** Links to demos, http(s) only. */
  demoLinks: z
    .array(
      z
        .string({ error: "A demo link must be text" })
        .trim()
        .max(2000, "A demo link must be at most 2000 characters")
        .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), "A demo link must be an http(s) address"),
      { error: "Demo links must be a list" },
    )
    .max(MAX_DEMO_LINKS, `At most ${MAX_DEMO_LINKS} demo links`)
    .optional(),
});
export type UpdateReviewInput = z.input<typeof UpdateReviewBody>;
export type UpdateReview = z.output<typeof UpdateReviewBody>;

const tally = z.object({ tasks: z.number().int(), points: z.number() });

/** The sprint review: figures from the sprint's data, and the owner's notes. */
export const SprintReviewSchema = z.object({
  /** The sprint. */ sprintId: z.number().int(),
  /** Work committed (now: the sprint's tasks the reader may see). */ committed: tally,
  /** Of that, done. */ done: tally,
  /** Tasks added after the sprint started. */ addedAfterStart: tally,
  /** Goals by outcome, and each goal. */
  goals: z.object({
    met: z.number().int(),
    notMet: z.number().int(),
    open: z.number().int(),
    items: z.array(z.object({ id: z.number().int(), text: z.string(), outcome: z.string() })),
  }),
  /** Done story points of this sprint and the average of the owner's three earlier sprints. */
  velocity: z.object({ points: z.number(), previousAverage: z.number().nullable() }),
  /** Notes. */ notes: z.string(),
  /** Demo links. */ demoLinks: z.array(z.string()),
  /** Whether the reader may edit notes and links. */ canManage: z.boolean(),
});
export type SprintReview = z.output<typeof SprintReviewSchema>;

const VOTE_LIMIT = `The vote limit must be a whole number from 1 to ${MAX_VOTE_LIMIT}`;

/** PUT /api/sprints/{id}/retro: opens the retro (with the template's columns) or changes its settings. */
export const SaveRetroBody = z.strictObject({
  /** Hide every card's author (cannot be turned off once a card exists). */
  anonymous: z.boolean({ error: "Anonymous must be true or false" }).optional(),
  /** Dots per person, 1-20. */
  voteLimit: z
    .number({ error: VOTE_LIMIT })
    .int(VOTE_LIMIT)
    .min(1, VOTE_LIMIT)
    .max(MAX_VOTE_LIMIT, VOTE_LIMIT)
    .optional(),
});
export type SaveRetroInput = z.input<typeof SaveRetroBody>;
export type SaveRetro = z.output<typeof SaveRetroBody>;

const cardText = z
  .string({ error: "Card text is required" })
  .trim()
  .min(1, "Card text is required")
  .max(MAX_CARD_TEXT, `Card text must be at most ${MAX_CARD_TEXT} characters`);

/** POST /api/retros/{id}/cards. */
export const CreateCardBody = z.strictObject({
  /** Column index, from 0. */
  column: z.number({ error: "Column must be a column number" }).int("Column must be a column number").min(0),
  /** The card's text. */ text: cardText,
});
export type CreateCardInput = z.input<typeof CreateCardBody>;
export type CreateCard = z.output<typeof CreateCardBody>;

/** PATCH /api/retro-cards/{id}: text (its author), group (the sprint owner). */
export const UpdateCardBody = z.strictObject({
  /** New text (author only). */ text: cardText.optional(),
  /** The card to group this one under, or null to ungroup (sprint owner only). */
  groupId: refIdSchema("Group must be a card id").nullable().optional(),
});
export type UpdateCardInput = z.input<typeof UpdateCardBody>;
export type UpdateCard = z.output<typeof UpdateCardBody>;

/** A retro card as the reader sees it. */
export const RetroCardSchema = z.object({
  /** Card id. */ id: z.number().int(),
  /** Column index. */ column: z.number().int(),
  /** Text. */ text: z.string(),
  /** Its author; always null in an anonymous retro. */ author: PublicUserSchema.nullable(),
  /** Whether the reader wrote it (may edit it). */ mine: z.boolean(),
  /** Dots on it. */ votes: z.number().int(),
  /** Whether the reader put a dot on it. */ myVote: z.boolean(),
  /** The card it is grouped under, or null. */ groupId: z.number().int().nullable(),
  /** The task it became (an action item), or null. */ task: LinkedTaskSchema.nullable(),
});
export type RetroCard = z.output<typeof RetroCardSchema>;

/** An action item of the previous retro, with its task's state. */
export const PreviousActionSchema = z.object({
  /** Card id. */ id: z.number().int(),
  /** Text. */ text: z.string(),
  /** The task (null when gone or not visible). */ task: LinkedTaskSchema.nullable(),
});

/** A sprint's retro as the reader sees it. */
export const RetroSchema = z.object({
  /** Retro id, null when the owner has not opened it yet. */ id: z.number().int().nullable(),
  /** The sprint. */ sprintId: z.number().int(),
  /** Column titles (the template's until opened). */ columns: z.array(z.string()),
  /** Whether authors are hidden. */ anonymous: z.boolean(),
  /** Dots per person. */ voteLimit: z.number().int(),
  /** Dots the reader has left. */ votesLeft: z.number().int(),
  /** Cards, oldest first. */ cards: z.array(RetroCardSchema),
  /** The previous retro's action items (the owner's latest earlier retro). */
  previousActions: z.array(PreviousActionSchema),
  /** Whether the reader is the sprint owner. */ canManage: z.boolean(),
});
export type Retro = z.output<typeof RetroSchema>;
