import Lightbox, { type Slide } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Video from "yet-another-react-lightbox/plugins/video";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import type { GalleryItem } from "../../../contract/gallery.ts";

const displayWidths = [640, 1280, 1920];

/** The stored video's type, from the extension the server gave its file (original.mp4 / .mov / .webm). */
const videoTypes: Record<string, string> = { mp4: "video/mp4", mov: "video/quicktime", webm: "video/webm" };

function slideOf(item: GalleryItem): Slide {
  if (item.type === "video") {
    return {
      type: "video",
      sources: [{ src: item.url, type: videoTypes[item.url.split(".").pop() ?? ""] ?? "video/mp4" }],
      description: item.caption || undefined,
      controls: true,
      playsInline: true,
      preload: "metadata",
    };
  }
  const w = item.width ?? 1920;
  const h = item.height ?? 1080;
  return {
    src: `${item.url}?w=1280`,
    alt: item.caption || item.fileName,
    width: w,
    height: h,
    // The display sizes made at upload; the lightbox picks one for the screen.
    srcSet: displayWidths.map((dw) => ({
      src: `${item.url}?w=${dw}`,
      width: Math.min(dw, w),
      height: Math.round((Math.min(dw, w) * h) / w),
    })),
    description: item.caption || undefined,
  };
}

type Props = {
  /** The photos loaded so far, of `total` in this tab and search. */
  items: GalleryItem[];
  total: number;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

/**
 * One photo at a time: previous/next by button, arrow keys or swipe, with 'n of m' counting every
 * photo of the tab (the counter plugin would count only the pages loaded so far).
 */
export function GalleryLightbox({ items, total, index, onIndex, onClose }: Props) {
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(0, index)}
      close={onClose}
      slides={items.map(slideOf)}
      plugins={[Captions, Video]}
      toolbar={{
        buttons: [
          <div key="counter" className="yarl__counter" style={{ top: 0, bottom: "unset" }}>
            {Math.max(0, index) + 1} of {Math.max(total, items.length)}
          </div>,
          "close",
        ],
      }}
      carousel={{ finite: true }}
      on={{ view: ({ index: next }) => onIndex(next) }}
      labels={{ Previous: "Previous photo", Next: "Next photo", Close: "Close" }}
    />
  );
}
