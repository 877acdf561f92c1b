// Apart from the form fields (forms.ts), so a page that shows a number downloads no Zod for it.
/** How a number is shown back to the person: '+91 98765 43210'. */
export function formatPhone(e164: string): string {
  const digits = e164.replace(/^\+91/, "");
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}
