/**
 * DLT templates of business SMS beyond the OTP and the daily digest, read at boot beside the
 * configuration (config.server.ts is at its size): a removal's notice to its author (decision 080)
 * and a breach's notice to each affected person (decision 095).
 */
export function readSmsTemplates(source: NodeJS.ProcessEnv = process.env): {
  removalTemplateId?: string;
  breachTemplateId?: string;
  appealAnswerTemplateId?: string;
  disputeAnswerTemplateId?: string;
  invitationTemplateId?: string;
} {
  const removal = source.MSG91_REMOVAL_TEMPLATE_ID?.trim();
  const breach = source.MSG91_BREACH_TEMPLATE_ID?.trim();
  // An answered appeal's SMS to its person (decision 109).
  const appealAnswer = source.MSG91_APPEAL_ANSWER_TEMPLATE_ID?.trim();
  // A dispute's answer to the business (decision 108).
  const disputeAnswer = source.MSG91_DISPUTE_ANSWER_TEMPLATE_ID?.trim();
  // A moderator's invitation from the admin (decision 110).
  const invitation = source.MSG91_INVITATION_TEMPLATE_ID?.trim();
  return {
    ...(removal ? { removalTemplateId: removal } : {}),
    ...(breach ? { breachTemplateId: breach } : {}),
    ...(appealAnswer ? { appealAnswerTemplateId: appealAnswer } : {}),
    ...(disputeAnswer ? { disputeAnswerTemplateId: disputeAnswer } : {}),
    ...(invitation ? { invitationTemplateId: invitation } : {}),
  };
}
