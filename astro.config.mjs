// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { basePolicy, openerIsolation, policyDirectives, securityHeaders } from "./src/lib/csp.ts";
import { interactionDirective } from "./src/directives/integration.mjs";
import { backgroundWork } from "./src/integrations/background-work.mjs";
import { serverHeaders } from "./src/integrations/server-headers.mjs";
import { SERVER_BODY_LIMIT } from "./src/lib/intake/limits.ts";
import { readFileSync } from "node:fs";
import { headingFontScript, scriptHash } from "./src/lib/headingFontScript.ts";

/** The heading font's inline script, allowed by its hash (written by `npm run font`, which every build runs first). */
const headingFont = headingFontScript(
  readFileSync(new URL("./src/styles/generated/outfit-subset.woff2", import.meta.url)).toString(
    "base64",
  ),
);

/**
 * PUBLIC_* variables are written literally as process.env.PUBLIC_* in src/lib/env/public.ts
 * (so the same module runs under tsx and Vitest); the build inlines them here.
 */
const publicEnv = Object.fromEntries(
  Object.entries(process.env)
    .filter(([key]) => key.startsWith("PUBLIC_"))
    .map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
);

export default defineConfig({
  // Every page renders on request (a few milliseconds each): the public origin
  // (SITE_URL), the footer's year and the certificates' standing are read when
  // the server starts or a page is asked for, never frozen at build time.
  output: "server",
  trailingSlash: "never",
  build: { format: "file", inlineStylesheets: "always" },
  // No body bigger than the largest route's own limit is read at all (lib/leads/inbox/limits.ts).
  adapter: node({
    mode: "standalone",
    staticHeaders: true,
    bodySizeLimit: SERVER_BODY_LIMIT,
  }),
  integrations: [
    react(),
    interactionDirective(),
    serverHeaders({ securityHeaders, basePolicy, openerIsolation }),
    backgroundWork(
      new URL("./src/lib/server/background.ts", import.meta.url),
      new URL("./src/lib/server/workerTasks.ts", import.meta.url),
      new URL("./src/lib/server/connections.ts", import.meta.url),
    ),
  ],
  security: {
    // The inbox answers the e-mail protocol, whose clients (and the tests) send no Origin; issue 12 adds its own check.
    checkOrigin: false,
    csp: {
      algorithm: "SHA-256",
      directives: policyDirectives,
      scriptDirective: { resources: ["'self'"], hashes: [scriptHash(headingFont)] },
      // The page's own <style> elements by their hashes, written by Astro; no 'unsafe-inline', no style attributes.
      styleDirective: { resources: ["'self'"] },
    },
  },
  vite: {
    plugins: [tailwindcss()],
    define: publicEnv,
    resolve: {
      alias: {
        "@": fileURLToPath(new URL("./src/", import.meta.url)),
      },
    },
  },
});
