import type { Messages } from "../types.ts";

export const meta = {
  siteName: "Northlight Studio",
  shareImageAlt: "Northlight Studio : studio de conseil en IA et de création numérique à Ottawa",
  titleTemplate: "{{page}} | Northlight Studio",
} satisfies Messages["meta"];
