import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useDropzone } from "react-dropzone";

type Props = {
  /** What the image is for, e.g. 'Banner image'; names the drop zone and the preview. */
  label: string;
  /** The chosen or current image, or null for none. */
  previewUrl: string | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
  hint?: string;
  /** Shown when a dropped file is not an image. */
  invalidMessage?: string;
};

/** Drop or pick one image, see it (at most 200 px high), replace or remove it. */
/**
 * The dashed area a file is dropped on or picked from, as every drop zone draws it: red once a file
 * was refused, lit while one is dragged over; `picking` while a click opens the file picker.
 */
export function dropAreaSx(s: { rejected: boolean; isDragActive: boolean; picking: boolean }) {
  return {
    border: 2,
    borderStyle: "dashed",
    borderColor: s.rejected ? "error.main" : s.isDragActive ? "secondary.main" : "divider",
    bgcolor: s.isDragActive ? "action.hover" : "background.default",
    borderRadius: 2,
    textAlign: "center",
    cursor: s.picking ? "pointer" : "default",
    transition: "border-color 120ms ease, background-color 120ms ease",
    "&:hover": s.picking ? { borderColor: "secondary.main" } : undefined,
    "&:focus-visible": { outline: 3, outlineColor: "secondary.main", outlineOffset: 2 },
  } as const;
}

export function ImageDropZone({
  label,
  previewUrl,
  onSelect,
  onRemove,
  hint,
  invalidMessage = "Please upload a valid image file",
}: Props) {
  const [rejected, setRejected] = useState(false);
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { "image/*": [] },
    multiple: false,
    // With a preview shown the whole area is not a click target; the Replace button opens the picker.
    noClick: Boolean(previewUrl),
    onDrop: (accepted, rejections) => {
      setRejected(rejections.length > 0 && accepted.length === 0);
      if (accepted[0]) onSelect(accepted[0]);
    },
  });

  const prompt = isDragActive ? "Drop the image here" : "Drag and drop an image here, or click to choose one";
  const describedBy = [hint ? `${hintId}-hint` : null, rejected ? `${hintId}-error` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <Box>
      {/* Outside the drop area: a focusable input inside role="button" is nested interaction (axe). */}
      <input {...getInputProps()} />
      <Box
        {...getRootProps({
          role: previewUrl ? "group" : "button",
          // The name holds the words on screen (WCAG 2.5.3): a voice user says what they see.
          "aria-label": previewUrl ? label : `${label}: ${prompt}`,
          "aria-describedby": describedBy || undefined,
          tabIndex: previewUrl ? -1 : 0,
        })}
        sx={{
          ...dropAreaSx({ rejected, isDragActive, picking: !previewUrl }),
          p: previewUrl ? 1.5 : { xs: 3, sm: 4 },
        }}
      >
        {previewUrl ? (
          <Box
            component="img"
            src={previewUrl}
            alt={`${label} preview`}
            sx={{ display: "block", maxWidth: "100%", maxHeight: 200, mx: "auto", borderRadius: 1 }}
          />
        ) : (
          <Stack spacing={1} sx={{ alignItems: "center", color: "text.secondary" }}>
            <CloudUploadOutlinedIcon aria-hidden sx={{ fontSize: 40, color: "secondary.main" }} />
            <Typography sx={{ color: "text.primary", fontWeight: 600 }}>{prompt}</Typography>
          </Stack>
        )}
      </Box>
      {hint && (
        <FormHelperText id={`${hintId}-hint`} sx={{ mx: 1.75 }}>
          {hint}
        </FormHelperText>
      )}
      {rejected && (
        <FormHelperText id={`${hintId}-error`} error role="alert" sx={{ mx: 1.75 }}>
          {invalidMessage}
        </FormHelperText>
      )}
      {previewUrl && (
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ mt: 1.5, justifyContent: "center", flexWrap: "wrap" }}
        >
          <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={open}>
            Replace image
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => {
              setRejected(false);
              onRemove();
            }}
          >
            Remove image
          </Button>
        </Stack>
      )}
    </Box>
  );
}
