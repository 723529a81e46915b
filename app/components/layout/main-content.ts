/** The id of the page's `<main>`: the skip link's target, and where focus goes when the cookie banner closes. */
export const MAIN_CONTENT_ID = "main-content";
