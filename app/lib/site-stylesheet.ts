/** The key of the site's stylesheet written inline into the built pages (root.tsx), which prerendering cuts down. */
export const SITE_STYLESHEET_KEY = "site-stylesheet";
