/** Browser-storage key and values of the visitor's cookie consent. */
export const CONSENT_STORAGE_KEY = "cookie-consent";
export const CONSENT_VALUES = ["accepted", "declined"] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];
