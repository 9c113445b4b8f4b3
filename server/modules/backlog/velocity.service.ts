/** The team's recent velocity, for the backlog (product rules §21) and the sprint review (§22). */
export { recentVelocity } from "./backlog-queries.ts";
