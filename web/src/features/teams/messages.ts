import { defineMessages } from "@/i18n";

/** Words the department screens share. */
export const TEAMS = defineMessages({
  create: { id: "teams.create", defaultMessage: "Create Department" },
  edit: { id: "teams.edit", defaultMessage: "Edit Department" },
  delete: { id: "teams.delete", defaultMessage: "Delete Department" },
  addMember: { id: "teams.addMember", defaultMessage: "Add Member" },
  removeMember: { id: "teams.removeMember", defaultMessage: "Remove Member" },
  backToDepartments: { id: "teams.back", defaultMessage: "Back to Departments" },
  notFound: { id: "teams.notFound.title", defaultMessage: "Department not found" },
  noDescription: { id: "dashboard.projects.noDescription", defaultMessage: "No description" },
  memberCount: {
    id: "teams.memberCount",
    defaultMessage: "{count, plural, one {# Member} other {# Members}}",
  },
  member: { id: "teams.role.member", defaultMessage: "Member" },
  admin: { id: "teams.role.admin", defaultMessage: "Admin" },
});
