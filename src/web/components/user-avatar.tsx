import PersonIcon from "@mui/icons-material/Person";
import Avatar from "@mui/material/Avatar";
import type { SxProps, Theme } from "@mui/material/styles";
import { useState } from "react";

type Props = {
  name?: string | null;
  image?: string | null;
  size?: number;
  sx?: SxProps<Theme>;
};

/** Photo, else the name's first letter, else a generic person icon; a broken or offline photo falls back too. */
export function UserAvatar({ name, image, size = 36, sx }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initial = name?.trim().charAt(0).toUpperCase() ?? "";
  const src = image && image !== failedSrc ? image : undefined;

  return (
    <Avatar
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
