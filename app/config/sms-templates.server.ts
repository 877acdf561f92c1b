/**
 * DLT templates of business SMS beyond the OTP and the daily digest, read at boot beside the
 * configuration (config.server.ts is at its size): a removal's notice to its author (decision 080).
 */
export function readSmsTemplates(source: NodeJS.ProcessEnv = process.env): {
  removalTemplateId?: string;
} {
  const removal = source.MSG91_REMOVAL_TEMPLATE_ID?.trim();
  return removal ? { removalTemplateId: removal } : {};
}
