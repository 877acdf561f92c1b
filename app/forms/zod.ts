import * as z from "zod/mini";

// Zod compiles object parsers with `new Function` where it may; our CSP forbids eval, and even
// Zod's caught probe for it is reported as a violation. Schemas import `z` from here, so this
// runs before any schema exists (Zod decides per schema, when it is built).
z.config({ jitless: true });

/**
 * Zod Mini: the same schemas as classic Zod in a functional form whose unused parts the bundler
 * drops, so form checks shared by browser and server cost the browser little.
 */
export { z };
