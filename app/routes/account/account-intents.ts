import type { RouterContextProvider } from "react-router";
import type { FieldRefusal } from "~/http/answer-refusal.server";
import type { FlashToast } from "~/http/toast.server";

/** The forms of 'Your data' (decision 076). */
export type AccountIntent =
  | "correct"
  | "export"
  | "send-code"
  | "delete"
  | "nominee"
  | "nominee-remove";

export type AccountField =
  | "export"
  | "reviewerName"
  | "reviewerEmail"
  | "code"
  | "giveUp"
  | "nomineeName"
  | "nomineeRelationship"
  | "nomineePhone";

export type AccountIntentArgs = {
  form: FormData;
  request: Request;
  context: Readonly<RouterContextProvider>;
  profileId: string;
  phone: string;
};

/** What the page's action answers when it stays on the page. */
export type AccountActionResult = {
  toast: FlashToast | null;
  field?: FieldRefusal<AccountField>;
  /** The code was sent: the page shows the code field. */
  codeSent?: boolean;
  /** The code typed, still good, when only the give-up tick must be asked again. */
  code?: string;
  /**
   * The balance ticked to give up when the code was asked for: the tick stays ticked only while
   * the page's balance is still this one (a review approved meanwhile is asked about again).
   */
  givingUp?: number;
};
