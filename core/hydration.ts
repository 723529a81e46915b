/** The performance mark the page sets once React has hydrated it (read by `npm run perf` and the browser tests). */
export const HYDRATED_MARK = "hydrated";
