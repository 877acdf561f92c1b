/** Why an account was suspended, in the words the admin picks (the person reads them translated). */
export const suspensionCategories = ["fraud", "rings", "abuse", "other"] as const;
export type SuspensionCategory = (typeof suspensionCategories)[number];
