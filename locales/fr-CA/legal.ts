import type { Messages } from "../types.ts";

export const legal = {
  lastUpdated: "Dernière mise à jour : {{date}}",
  date: "{{day}} {{month}} {{year}}",
  months: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
} satisfies Messages["legal"];
