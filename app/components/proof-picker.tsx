import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { CameraProblem, CaptureFacts } from "~/browser/camera-photo";
import { shrinkPhoto } from "~/browser/shrink-photo";
import { uploadProgress } from "~/browser/upload-progress";
import { PROOF_ACCEPT } from "~/domain/proofs/upload-limits";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "./icon";
import { CameraFields, cameraProblemText, LocationLine } from "./proof-camera-facts";
import { buttonVariants } from "./ui/button";
import { cn } from "./ui/cn";
import { Label } from "./ui/label";
import { Progress } from "./ui/progress";

// The camera's code is downloaded when 'Take a photo now' is first pressed, not with the dialog.
const CameraView = lazy(() => import("./camera-view"));

type Chosen = { name: string; preview: string | null; from: number; to: number };

/**
 * The proof field of Write Review and Revise: a photo chosen here is shown as a thumbnail, made
 * smaller in the browser when large (shrink-photo.ts) and put back into the input, so the form
 * sends the smaller file; while the form is sent, a bar shows the upload's progress. 'Take a photo
 * now' opens the camera in the dialog (camera-view.tsx) and puts its photo into the same input,
 * with its moment and, when shared, the browser's position in hidden fields (decision 129).
 */
export function ProofPicker({
  id,
  optional,
  invalid,
  describedBy,
  onPreparingChange,
  onFileChange,
  restore,
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
  /** A draft's photo kept on this phone (decision 131), put back as if just chosen. */
  restore?: { photo: File; facts: CaptureFacts | null } | null;
}) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [camera, setCamera] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const [facts, setFacts] = useState<CaptureFacts | null>(null);
  const [positionRemoved, setPositionRemoved] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const phoneCapture = useRef<HTMLInputElement>(null);
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

  const changeFile = useRef(onFileChange);
  changeFile.current = onFileChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: showPreview only touches a ref
  useEffect(() => {
    const field = input.current;
    // A photo chosen before the draft was read is the one to send.
    if (!restore || !field || field.files?.length) return;
    const files = new DataTransfer();
    files.items.add(restore.photo);
    field.files = files.files;
    const { size, name } = restore.photo;
    setChosen({ name, preview: showPreview(restore.photo), from: size, to: size });
    setFacts(restore.facts);
    changeFile.current?.(restore.photo);
  }, [restore]);

  const prepare = (value: boolean) => {
    setPreparing(value);
    onPreparingChange?.(value);
  };

  // A chosen file, a camera photo or the phone's own camera: shown, shrunk when large and sent.
  const takeFile = async (file: File | null) => {
    const field = input.current;
    const thisChoice = ++choice.current;
    if (!file || !field) {
      showPreview(null);
      setChosen(null);
      onFileChange?.(null);
      return;
    }
    setChosen({ name: file.name, preview: showPreview(file), from: file.size, to: file.size });
    prepare(true);
    const smaller = await shrinkPhoto(file).catch(() => file);
    if (thisChoice !== choice.current) return;
    if (smaller !== file || field.files?.[0] !== file) {
      const files = new DataTransfer();
      files.items.add(smaller);
      field.files = files.files;
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

  // A file chosen afterwards is no longer the camera's: its moment and position go.
  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setFacts(null);
    setCamera(false);
    setCameraProblem(null);
    void takeFile(event.currentTarget.files?.[0] ?? null);
  };

  const openCamera = () => {
    setCameraProblem(null);
    const streams = window.isSecureContext && Boolean(navigator.mediaDevices?.getUserMedia);
    // A phone without getUserMedia still has its own camera behind a file input.
    if (!streams && window.matchMedia?.("(pointer: coarse)").matches) {
      phoneCapture.current?.click();
      return;
    }
    setCamera(true);
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
      <div className="flex flex-wrap items-center gap-2">
        {/* The browser's own file button speaks the browser's language; ours speaks the page's. */}
        <input
          ref={input}
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
            "shrink-0 cursor-pointer max-sm:grow peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
          )}
        >
          <Icon name="image-up" />
          {t("reviewer.chooseProof")}
        </label>
        <button
          type="button"
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "shrink-0 max-sm:grow")}
          onClick={openCamera}
          aria-expanded={camera}
        >
          <Icon name={facts ? "rotate-ccw" : "camera"} />
          {facts ? t("reviewer.cameraRetake") : t("reviewer.takePhoto")}
        </button>
        {/* A phone without getUserMedia: its own camera app, through the file input's capture. */}
        <input
          ref={phoneCapture}
          type="file"
          accept="image/*"
          capture="environment"
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          onChange={onChange}
        />
      </div>
      <p id={`${id}-name`} className="truncate text-sm text-ink-700">
        {chosen?.name ?? t(optional ? "revision.keepProof" : "reviewer.noProofChosen")}
      </p>
      {cameraProblem ? (
        <p role="alert" className="text-sm text-red-700">
          {t(cameraProblemText[cameraProblem])}
        </p>
      ) : null}
      {camera ? (
        <Suspense fallback={<p className="text-sm text-ink-600">{t("reviewer.cameraOpening")}</p>}>
          <CameraView
            onCapture={(file, captured) => {
              setCamera(false);
              setFacts(captured);
              setPositionRemoved(false);
              void takeFile(file);
            }}
            onProblem={(problem) => {
              setCamera(false);
              setCameraProblem(problem);
            }}
            onClose={() => setCamera(false)}
          />
        </Suspense>
      ) : null}
      {facts ? <CameraFields facts={facts} positionRemoved={positionRemoved} /> : null}
      {chosen?.preview ? (
        <div className="flex items-start gap-3">
          <img
            src={chosen.preview}
            alt={t("reviewer.proofPreview")}
            className="size-20 shrink-0 rounded-md border border-ink-200 bg-ink-50 object-cover"
          />
          <div className="min-w-0 space-y-1 text-sm text-ink-600">
            <p aria-live="polite">
              {preparing ? <PreparingRing /> : null}
              {status}
            </p>
            {facts ? (
              <LocationLine
                facts={facts}
                removed={positionRemoved}
                onRemove={() => setPositionRemoved(true)}
              />
            ) : null}
          </div>
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
