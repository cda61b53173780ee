import { defineMiddleware } from "astro:middleware";
import { isDeskPath } from "@/lib/desk/access";
import { deskGate } from "@/lib/desk/gate";

/** The staff desk's door: origin, body size, session and role (lib/desk/gate.ts). */
export const deskDoor = defineMiddleware((context, next) =>
  isDeskPath(context.url.pathname) ? deskGate(context, next) : next(),
);
