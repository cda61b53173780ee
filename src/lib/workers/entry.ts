/**
 * The untrusted-work pool's worker thread (lib/workers/pool): each export is
 * a task the server may run here, by name. The build writes this module as
 * dist/server/untrusted-worker.mjs (src/integrations/background-work.mjs).
 */
export { inspectDocument } from "@/lib/intake/documents";
