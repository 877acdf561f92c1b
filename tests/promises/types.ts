/**
 * The promise register (issue 44): one entry per sentence a public page, notice, SMS or email
 * makes about what the product does. `key` is the message key as `group.path.to.text` (the
 * English catalogue's path under app/i18n/locales/en, e.g. `policies.privacy.sections.keep.text`);
 * `keptBy` names the code that keeps the promise (repository paths, `path#symbol` allowed);
 * `provedBy` names the tests that read the promising text as shown and check the behaviour behind
 * it (repository paths). Each test file named must mention the key.
 */
export type PromiseEntry = {
  key: string;
  /** The promise in one line, in plain words: what a person may rely on. */
  promise: string;
  keptBy: readonly string[];
  provedBy: readonly string[];
};
