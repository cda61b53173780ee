import { sequence } from "astro:middleware";
import { dailyPageCache } from "./dailyPageCache";
import { deskDoor } from "./deskDoor";
import { developmentJobs } from "./developmentJobs";
import { pictureHints } from "./pictureHints";
import { portalDoor } from "./portalDoor";
import { privateKeyPages } from "./privateKeyPages";
import { verifyChecks } from "./verifyChecks";

/**
 * Every request passes these steps in order; a step lets through what is not
 * its own, and API answers pass them all untouched (their bodies stream to
 * the route's own limits). A step's rewrite (the desk's 403 page) runs the
 * steps after it for the new path.
 */
export const onRequest = sequence(
  developmentJobs,
  deskDoor,
  portalDoor,
  privateKeyPages,
  verifyChecks,
  dailyPageCache,
  pictureHints,
);
