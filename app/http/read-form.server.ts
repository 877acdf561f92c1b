import { data } from "react-router";

/**
 * The posted form. A body that cannot be read as one (a broken multipart upload, say a photo cut
 * off by a dropped connection) is the sender's problem: 400, nothing changed, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("Bad Request", { status: 400, statusText: "Bad Request" });
  }
}
