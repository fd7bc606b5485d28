import PersonIcon from "@mui/icons-material/Person";
import Avatar from "@mui/material/Avatar";
import type { SxProps, Theme } from "@mui/material/styles";
import { useState, useSyncExternalStore } from "react";

/** Whether the browser is online; offline, a photo cannot load, so the initial shows at once. */
function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("online", listener);
      window.addEventListener("offline", listener);
      return () => {
        window.removeEventListener("online", listener);
        window.removeEventListener("offline", listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

type Props = {
  name?: string | null;
  image?: string | null;
  size?: number;
  sx?: SxProps<Theme>;
};

/** Photo, else the name's first letter, else a generic person icon; a broken photo, or being offline, falls back too (spec §2.19). */
export function UserAvatar({ name, image, size = 36, sx }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initial = name?.trim().charAt(0).toUpperCase() ?? "";
  const online = useOnline();
  const src = image && image !== failedSrc && online ? image : undefined;

  return (
    <Avatar
      // A span: the avatar sits inside buttons, which may hold phrasing content only.
      component="span"
      src={src}
      alt={name ?? ""}
      slotProps={{ img: { onError: () => setFailedSrc(image ?? null) } }}
      sx={[
        {
          width: size,
          height: size,
          bgcolor: "accent.main",
          color: "accent.contrastText",
          fontSize: size * 0.45,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initial || <PersonIcon fontSize="inherit" />}
    </Avatar>
  );
}
