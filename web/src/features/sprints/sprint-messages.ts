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
