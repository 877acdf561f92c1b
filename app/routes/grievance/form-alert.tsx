/** A form's own error (a limit, a ticket not found), above its fields and read out at once. */
export function FormAlert({ errors }: { errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
      {errors.join(" ")}
    </p>
  );
}
