import { registerFieldErrors } from "@/features/tasks/field-errors";
import { defineMessages } from "@/i18n";

/** Texts several sprint screens share (issue 24). */
export const SPRINT_MESSAGES = defineMessages({
  backToSprints: { id: "sprints.backToSprints", defaultMessage: "Back to Sprints" },
  notFound: { id: "sprints.notFound.title", defaultMessage: "Sprint not found" },
  notFoundDescription: {
    id: "sprints.notFound.description",
    defaultMessage: "The sprint you're looking for doesn't exist or has been deleted.",
  },
  noDescription: { id: "sprints.noDescription", defaultMessage: "No description" },
  noStartDate: { id: "sprints.noStartDate", defaultMessage: "No start date" },
  noEndDate: { id: "sprints.noEndDate", defaultMessage: "No end date" },
  dateRange: { id: "sprints.dateRange", defaultMessage: "{start} – {end}" },
  projectCount: {
    id: "sprints.projectCount",
    defaultMessage: "{count, plural, one {# Project} other {# Projects}}",
  },
  allStatus: { id: "sprints.filter.allStatus", defaultMessage: "All Status" },
  createSprint: { id: "sprints.create", defaultMessage: "Create Sprint" },
  editSprint: { id: "sprints.edit", defaultMessage: "Edit Sprint" },
  addProject: { id: "sprints.addProject", defaultMessage: "Add Project" },
});

/** The sprint and goal forms' validation messages (the contract's English), translated where shown. */
export const SPRINT_FIELD_ERRORS = defineMessages({
  nameRequired: { id: "sprints.field.nameRequired", defaultMessage: "Sprint name is required" },
  nameTooLong: {
    id: "sprints.field.nameTooLong",
    defaultMessage: "Sprint name must be at most 255 characters",
  },
  descriptionTooLong: {
    id: "sprints.field.descriptionTooLong",
    defaultMessage: "Description must be at most 10000 characters",
  },
  endBeforeStart: {
    id: "sprints.field.endBeforeStart",
    defaultMessage: "End date cannot be before start date",
  },
  realDate: {
    id: "sprints.field.realDate",
    defaultMessage: "Date must be a real ISO date from 1900 to 9999",
  },
  goalRequired: { id: "sprints.field.goalRequired", defaultMessage: "Goal text is required" },
});
registerFieldErrors(SPRINT_FIELD_ERRORS);
