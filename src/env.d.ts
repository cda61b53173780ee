/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Hydrate when the visitor reaches for the island (src/directives/interaction.ts);
     * "form" for a lead form, whose typing is never held (src/directives/formInteraction.ts).
     */
    "client:interaction"?: boolean | "form";
  }
}

export {};
