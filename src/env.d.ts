/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate when the visitor reaches for the island (src/directives/interaction.ts). */
    "client:interaction"?: boolean;
  }
}

export {};
