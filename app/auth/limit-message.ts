import type { FlashToast } from "~/http/toast.server";

/** 'Too many attempts' with the wait, in seconds up to 90 and in whole minutes after. */
export function limitedToast(retryAfterSeconds: number): FlashToast {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return seconds > 90
    ? {
        title: "credentials.limitedTitle",
        description: "credentials.limitedMinutes",
        values: { count: Math.ceil(seconds / 60) },
        variant: "error",
      }
    : {
        title: "credentials.limitedTitle",
        description: "credentials.limitedSeconds",
        values: { count: seconds },
        variant: "error",
      };
}

/** The SMS provider failed; the send was not counted, so trying again is fine. */
export const smsFailedToast: FlashToast = {
  title: "auth.smsFailedTitle",
  description: "auth.smsFailedText",
  variant: "error",
};
