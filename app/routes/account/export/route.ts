import { requireProfile } from "~/auth/guards.server";
import { EXPORT_LINK_DAYS, findDataExportFile } from "~/domain/privacy/data-exports.server";
import { getServices } from "~/http/context.server";
import { redirectWithToast } from "~/http/toast.server";
import type { Route } from "./+types/route";

/** The owner's data export as a ZIP while its link works; anyone else's id reads as not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const profile = requireProfile(context);
  const { db, storage } = getServices(context);
  const found = await findDataExportFile(db, {
    profileId: profile.id,
    requestId: params.requestId,
  });
  if (found.ok) {
    const file = await storage.get(found.fileKey);
    if (file) {
      return new Response(new Uint8Array(file.bytes), {
        headers: {
          "Content-Type": "application/zip",
          "Content-Disposition": 'attachment; filename="reviewkaro-my-data.zip"',
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    }
  }
  if (!found.ok && found.reason === "preparing") {
    return redirectWithToast("/account", {
      title: "dataRights.notReadyTitle",
      description: "dataRights.notReadyText",
    });
  }
  return redirectWithToast("/account", {
    title: "dataRights.expiredTitle",
    description: "dataRights.expiredText",
    values: { days: EXPORT_LINK_DAYS },
    variant: "error",
  });
}
