import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { setPasswordCostForTests } from "@/lib/desk/passwords";
import { setUntrustedPriorityForTests, setUntrustedTimeScaleForTests } from "@/lib/workers/pool";

// scrypt at 2^10 instead of 2^15 (src/lib/desk/passwords.ts): the same code, 30 times cheaper.
setPasswordCostForTests(2 ** 10);

// The untrusted-work pool's limits, ten times longer: the suite shares two cores with its own
// worker threads and whatever else runs, and a check that is not about a limit must not meet one.
setUntrustedTimeScaleForTests(10);
setUntrustedPriorityForTests(0);

// Vitest runs without globals, so Testing Library cannot unmount on its own.
afterEach(cleanup);

// A store function reached without `withStore` (lib/db/store.ts) falls back to the server's
// database: in a unit test that is a fresh one in memory, never a file under data/.
process.env.DATABASE_PATH ??= ":memory:";
