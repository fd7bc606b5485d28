import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { useEffect, useRef, useState } from "react";

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (opts: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

/**
 * Reads QR codes from a frame: the browser's own BarcodeDetector where it reads QR codes (Android,
 * macOS), else jsQR (loaded only then) on a canvas copy of the frame. (ZXing's JavaScript port
 * missed about one pass in twelve in clean frames here; jsQR none: decision record 0014.)
 */
async function frameReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats()).includes("qr_code")) {
    const detector = new Native({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const loaded = (await import("jsqr")).default;
  // A UMD bundle: some bundlers hand its module object as the default export.
  const jsQR = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!video.videoWidth || !context) return null;
    // At most 640 px wide: a pass fills much of the frame, and a smaller frame decodes faster.
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

/**
 * The back camera, read a few times a second while `paused` is false. A code is reported once while
 * it stays in view: a pass held still is one scan; taken away and shown again, it is a second one.
 */
export function QrScanner({ onCode, paused }: { onCode: (code: string) => void; paused: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef({ onCode, paused });
  latest.current = { onCode, paused };

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let last: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
      } catch {
        setProblem("The camera is not available. Allow camera access, or find guests by name below.");
        return;
      }
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => {});
      const read = await frameReader();
      const tick = async () => {
        if (stopped) return;
        if (!latest.current.paused && video.current) {
          const code = await read(video.current).catch(() => null);
          if (code && code !== last) latest.current.onCode(code);
          last = code;
        }
        timer = setTimeout(() => void tick(), 200);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (problem) return <Alert severity="info">{problem}</Alert>;
  return (
    <Box
      component="video"
      ref={video}
      muted
      playsInline
      aria-label="Camera: hold a pass in view"
      sx={{
        width: "100%",
        maxHeight: 260,
        objectFit: "cover",
        borderRadius: 2,
        bgcolor: "grey.900",
        display: "block",
      }}
    />
  );
}
