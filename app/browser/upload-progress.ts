/** How far the proof upload under way has gone, 0–100, or null when none is under way. */
let percent: number | null = null;
const listeners = new Set<() => void>();

function set(value: number | null) {
  percent = value;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: one upload at a time is what a reviewer's dialog sends. */
export const uploadProgress = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => percent,
  getServer: () => null,
};

type Answer = { status: number; statusText: string; headers: Headers; body: ArrayBuffer };

/**
 * Posts a multipart form with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not), and reports it to `uploadProgress` until the answer arrives.
 */
export function postFormWithProgress(url: string, form: FormData, signal?: AbortSignal) {
  return new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "arraybuffer";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) set(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      set(null);
      resolve({
        status: request.status,
        statusText: request.statusText,
        headers: parseHeaders(request.getAllResponseHeaders()),
        body: request.response as ArrayBuffer,
      });
    };
    request.onerror = () => {
      set(null);
      reject(new TypeError("Failed to fetch"));
    };
    request.onabort = () => {
      set(null);
      reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
    };
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    set(0);
    request.send(form);
  });
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(":");
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}
