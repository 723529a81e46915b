/** The two open positions; titles, descriptions and skills are translated under `jobs.<key>`. */
export const JOB_KEYS = ["app-developer", "ai-engineer"] as const;
export type JobKey = (typeof JOB_KEYS)[number];

export const JOBS: Record<JobKey, { type: "freelance"; location: "hybrid" | "remote" }> = {
  "app-developer": { type: "freelance", location: "hybrid" },
  "ai-engineer": { type: "freelance", location: "remote" },
};

export function isJobKey(value: unknown): value is JobKey {
  return typeof value === "string" && (JOB_KEYS as readonly string[]).includes(value);
}
