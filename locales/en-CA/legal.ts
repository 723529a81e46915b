/** What the three legal pages share; each page's own text is its namespace (privacy.ts, terms.ts, cookies.ts). */
export const legal = {
  lastUpdated: "Last updated: {{date}}",
  /** A calendar date in words, as Intl writes it for en-CA (a test holds them to it). */
  date: "{{month}} {{day}}, {{year}}",
  months: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};
