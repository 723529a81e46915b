import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { DEFAULT_PUBLIC_URL } from "./core/seo.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Canonical and share URLs are written into the prerendered pages, so the public address is a build input.
  define: { "import.meta.env.PUBLIC_URL": JSON.stringify(process.env.PUBLIC_URL || DEFAULT_PUBLIC_URL) },
  // `npm run dev` serves pages only; the API comes from the Fastify server (`npm start`) on port 3000.
  server: { proxy: { "/api": process.env.API_URL ?? "http://localhost:3000" } },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
