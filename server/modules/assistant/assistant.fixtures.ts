/** Shared by the assistant's test files: a test key and a filled-in assistant form. */

/** An AI key the tests store; the fake provider accepts any. */
export const KEY = "sk-test-very-secret-key-0123456789";

/** The assistant's form as a user fills it in. */
export const FORM = {
  projectName: "Customer Portal",
  projectDescription: "A self-service portal for our customers to manage orders.",
  timeline: "3 months",
  teamSize: "5",
  budget: "$50,000",
  industry: "Retail",
  priority: "high",
  deliverables: "Web app, admin console",
  constraints: "Must integrate with the ERP",
};
