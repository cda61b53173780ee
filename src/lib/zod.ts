import { z } from "zod";

// No JIT: zod's `new Function` support probe is reported as a CSP violation under our
// script-src (no 'unsafe-eval'). Every module of ours imports zod from here, so this
// runs before any schema is built.
z.config({ jitless: true });

export { z };
