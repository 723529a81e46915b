/** The product's fixed numbers, each next to what it limits, shared by the browser and the server. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(",");

export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_LENGTH = 10;
export const EXPERIENCE_MIN_LENGTH = 50;
export const MOTIVATION_MIN_LENGTH = 50;

/** Server-side ceilings against oversized or hostile posts, also enforced by the form schemas so both sides agree. */
export const NAME_MAX_LENGTH = 100;
export const SHORT_TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 5000;
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2000;

/** The promised response time to applications, in hours. */
export const APPLICATION_RESPONSE_HOURS = 48;
