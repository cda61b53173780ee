import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { setPasswordCostForTests } from "@/lib/desk/passwords";

// scrypt at 2^10 instead of 2^15 (src/lib/desk/passwords.ts): the same code, 30 times cheaper.
setPasswordCostForTests(2 ** 10);

// Vitest runs without globals, so Testing Library cannot unmount on its own.
afterEach(cleanup);
