/** The variables a start was given (compose, app.env, the shell), before any is checked. */
export type Environment = Record<string, string | undefined>;

/**
 * The one read of process.env by the app's settings (decision 117): every loader in app/config
 * (the configuration with its NAME_FILE secrets, the seller, the operator, the production
 * refusals) takes its variables from here or from a test's own, and checks them itself.
 */
export function processEnvironment(): Environment {
  return process.env;
}
