import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inlineScript } from "./scripts/vite-inline-script.ts";
import { pageStrings } from "./scripts/vite-page-strings.ts";
import { readBuildSettings, recordBuildSettings } from "./scripts/vite-build-settings.ts";

const settings = readBuildSettings();

/**
 * The libraries every page runs first, in two files: React, and React Router. The page evaluates each in a
 * task of its own after its first paint (ADR 011), and one file of both was one long task on a slow phone.
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime/;
const ROUTER = /node_modules[\\/](react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
/**
 * Small modules every page loads through its layout (the main landmark, the error screens, the form screens'
 * list, the close icon): one file rather than five of a few hundred bytes, each with its own request and headers.
 * Its group comes after `shared`, so that it takes these modules and not what they import.
 */
const EVERY_PAGE =
  /app[\\/]components[\\/](layout[\\/]main-content|status-page|error-page)\.tsx?$|app[\\/]features[\\/]forms[\\/]form-screens\.ts$|lucide-react[\\/].*[\\/]icons[\\/]x\.m?js$/;
/** Code that only some pages load, and after the rest: never merged into what every page loads. */
const OWN_CHUNKS =
  /node_modules[\\/](react-hook-form|zod|@hookform|radix-ui|@radix-ui|sonner)[\\/]|app[\\/]features[\\/](forms|chat)[\\/]/;

export default defineConfig({
  plugins: [inlineScript(), pageStrings(), tailwindcss(), reactRouter(), recordBuildSettings(settings)],
  // Canonical and share URLs are written into the prerendered pages, so the public address is a build input;
  // so are the retention periods the privacy page states.
  define: {
    "import.meta.env.PUBLIC_URL": JSON.stringify(settings.PUBLIC_URL),
    "import.meta.env.RETENTION_DAYS": JSON.stringify(settings.RETENTION_DAYS),
    "import.meta.env.SPAM_RETENTION_DAYS": JSON.stringify(settings.SPAM_RETENTION_DAYS),
  },
  // `npm run dev` serves pages only; the API comes from the Fastify server (`npm start`) on port 3000.
  server: { proxy: { "/api": process.env.API_URL ?? "http://localhost:3000" } },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // A page's scripts in a few files rather than twenty-five: each response has its own overhead, and the
  // framework and the code shared by pages are the same on every page (ADR 009).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: REACT, priority: 3 },
                { name: "router", test: ROUTER, priority: 2 },
                {
                  name: "shared",
                  test: (id: string) => !OWN_CHUNKS.test(id),
                  tags: ["$initial"],
                  minShareCount: 4,
                  priority: 1,
                },
                { name: "layout", test: EVERY_PAGE, priority: 0 },
              ],
            },
          },
        },
      },
    },
  },
});
