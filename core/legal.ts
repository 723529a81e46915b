/** The legal pages were last updated on 27 August 2024. */
export const LEGAL_LAST_UPDATED = "2024-08-27";
