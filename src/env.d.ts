/// <reference types="astro/client" />

declare global {
  namespace App {
    interface Locals {
      /** The signed-in staff member on /desk pages (set by lib/desk/gate.ts). */
      user?: import("./lib/desk/roles").DeskUser | undefined;
      /** The signed-in customer's address on /portal pages (set by middleware/portalDoor.ts). */
      customer?: string | undefined;
    }
  }
}

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
