// Lengths the forms' schemas, the browser's checks and the pages' messages share.

/** The longest username; the profile form says so at the field. */
export const MAX_USERNAME_LENGTH = 40;
/** New passwords are capped here, so no stored hash is of a longer one. */
export const MAX_PASSWORD_LENGTH = 200;
/** The contact form's lengths, said in its 'too long' message. */
export const CONTACT_MAX_LENGTHS = { fullName: 100, email: 200, message: 2000 } as const;
/** The complaint form's lengths (decision 078): a complaint says what happened, not a file. */
export const COMPLAINT_LENGTHS = {
  name: 100,
  email: 200,
  textMin: 20,
  text: 3000,
  link: 300,
  /** Who it is for when filed for someone else (IT Rules 3(2)(b): 'or any person on his behalf'). */
  onBehalfOf: 200,
} as const;
