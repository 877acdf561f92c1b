import type { FlashToast } from "~/http/toast.server";
import { welcomeCookie } from "./session-cookie.server";

/**
 * The greeting a signed-in person gets once on the landing page after each sign-in (set by
 * sign-in.server.ts); the header that spends it is added to `headers`.
 */
export async function takeWelcome(
  request: Request,
  username: string | null,
  headers: Headers,
): Promise<FlashToast | null> {
  const welcome: unknown = await welcomeCookie.parse(request.headers.get("cookie"));
  if (!welcome) return null;
  headers.append("Set-Cookie", await welcomeCookie.serialize("", { maxAge: 0 }));
  return {
    title: "auth.welcomeTitle",
    description: username ? "auth.welcomeText" : undefined,
    values: { name: username ?? "" },
    variant: "success",
  };
}
