/**
 * The server's public endpoints, named once: the browser posts to them and the server routes them. The
 * addresses are a contract with pages already open in a browser, so a change here ships with both sides.
 */
export const API_PATHS = {
  contact: "/api/contact",
  applications: "/api/applications",
  chat: "/api/chat",
} as const;

/** Every endpoint starts with it: such a path never falls back to a page. */
export const API_PREFIX = "/api/";
