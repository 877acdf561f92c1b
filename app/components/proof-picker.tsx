import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { shrinkPhoto } from "~/browser/shrink-photo";
import { uploadProgress } from "~/browser/upload-progress";
import { PROOF_ACCEPT } from "~/domain/proofs/upload-limits";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "./icon";
import { buttonVariants } from "./ui/button";
import { cn } from "./ui/cn";
import { Label } from "./ui/label";
import { Progress } from "./ui/progress";

type Chosen = { name: string; preview: string | null; from: number; to: number };

/**
 * The proof field of Write Review and Revise: a photo chosen here is shown as a thumbnail, made
 * smaller in the browser when large (shrink-photo.ts) and put back into the input, so the form
 * sends the smaller file; while the form is sent, a bar shows the upload's progress.
 */
export function ProofPicker({
  id,
  optional,
  invalid,
  describedBy,
  onPreparingChange,
  onFileChange,
}: {
  id: string;
  /** Revise: sending no new photo keeps the one sent before. */
  optional: boolean;
  invalid?: boolean;
  /** More ids describing the field, such as its error message. */
  describedBy?: string;
  onPreparingChange?: (preparing: boolean) => void;
  /** The file the form will send (after any shrinking), or null when none is chosen. */
  onFileChange?: (file: File | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [preparing, setPreparing] = useState(false);
  const percent = useSyncExternalStore(
    uploadProgress.subscribe,
    uploadProgress.get,
    uploadProgress.getServer,
  );
  const preview = useRef<string | null>(null);
  const choice = useRef(0);

  // Each preview's object URL is freed when replaced and when the dialog closes.
  const showPreview = (file: File | null) => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = file?.type.startsWith("image/") ? URL.createObjectURL(file) : null;
    return preview.current;
  };
  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );

  const prepare = (value: boolean) => {
    setPreparing(value);
    onPreparingChange?.(value);
  };

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    const thisChoice = ++choice.current;
    if (!file) {
      showPreview(null);
      setChosen(null);
      onFileChange?.(null);
      return;
    }
    setChosen({ name: file.name, preview: showPreview(file), from: file.size, to: file.size });
    prepare(true);
    const smaller = await shrinkPhoto(file).catch(() => file);
    if (thisChoice !== choice.current) return;
    if (smaller !== file) {
      const files = new DataTransfer();
      files.items.add(smaller);
      input.files = files.files;
      setChosen({
        name: file.name,
        preview: showPreview(smaller),
        from: file.size,
        to: smaller.size,
      });
    }
    onFileChange?.(smaller);
    prepare(false);
  };

  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const status = preparing
    ? t("reviewer.proofPreparing")
    : chosen && chosen.to < chosen.from
      ? t("reviewer.proofShrunk", { from: size(chosen.from), to: size(chosen.to) })
      : null;

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t("reviewer.proof")}</Label>
      <div className="flex items-center gap-3">
        {/* The browser's own file button speaks the browser's language; ours speaks the page's. */}
        <input
          id={id}
          type="file"
          name="proof"
          accept={PROOF_ACCEPT}
          className="peer sr-only"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={[`${id}-name`, `${id}-hint`, describedBy].filter(Boolean).join(" ")}
          onChange={onChange}
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={cn(
            buttonVariants({ variant: "secondary", size: "sm" }),
            "shrink-0 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
          )}
        >
          <Icon name="image-up" />
          {t("reviewer.chooseProof")}
        </label>
        <span id={`${id}-name`} className="min-w-0 truncate text-sm text-ink-700">
          {chosen?.name ?? t(optional ? "revision.keepProof" : "reviewer.noProofChosen")}
        </span>
      </div>
      {chosen?.preview ? (
        <div className="flex items-start gap-3">
          <img
            src={chosen.preview}
            alt={t("reviewer.proofPreview")}
            className="size-20 shrink-0 rounded-md border border-ink-200 bg-ink-50 object-cover"
          />
          <p className="min-w-0 text-sm text-ink-600" aria-live="polite">
            {preparing ? <PreparingRing /> : null}
            {status}
          </p>
        </div>
      ) : preparing ? (
        <p className="text-sm text-ink-600" aria-live="polite">
          <PreparingRing />
          {status}
        </p>
      ) : null}
      {percent !== null ? (
        <div className="space-y-1">
          <Progress value={percent} label={t("reviewer.proofUploadLabel")} />
          <p className="text-sm text-ink-700">{t("reviewer.proofUploading", { percent })}</p>
        </div>
      ) : null}
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {t("reviewer.proofHint")}
      </p>
    </div>
  );
}

/** A turning ring beside 'Preparing…'; the words say it, so the ring is hidden from readers. */
function PreparingRing() {
  return (
    <span
      aria-hidden="true"
      className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent align-[-0.125em]"
    />
  );
}

function formatBytes(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024;
  const value = megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  const number = new Intl.NumberFormat(`${language}-IN`, { maximumFractionDigits: 1 }).format(
    value,
  );
  // A no-break space keeps '2.1 MB' on one line in a narrow dialog.
  return `${number}\u00a0${megabytes ? "MB" : "KB"}`;
}
