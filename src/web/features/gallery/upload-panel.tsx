import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import ErrorIcon from "@mui/icons-material/Error";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useDropzone } from "react-dropzone";
import type { QueuedFile } from "./use-upload-queue.ts";

type Props = {
  onFiles: (files: File[]) => void;
  files: QueuedFile[];
  limits: { maxImageMb: number; maxVideoMb: number };
};

/** Drop or pick many photos and short videos at once; each file shows its own progress and outcome. */
export function UploadPanel({ onFiles, files, limits }: Props) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { "image/*": [], "video/mp4": [], "video/quicktime": [], "video/webm": [] },
    multiple: true,
    onDrop: (accepted) => onFiles(accepted),
  });
  return (
    <Stack spacing={1.5}>
      <input {...getInputProps({ "aria-label": "Choose photos or videos to upload" })} />
      <Box
        // Named by its own words, prompt and limits (WCAG 2.5.3): a voice user says what they see.
        {...getRootProps({ role: "button", tabIndex: 0 })}
        sx={{
          border: 2,
          borderStyle: "dashed",
          borderColor: isDragActive ? "secondary.main" : "divider",
          bgcolor: isDragActive ? "action.hover" : "background.paper",
          borderRadius: 2,
          p: { xs: 2.5, sm: 3 },
          textAlign: "center",
          cursor: "pointer",
          "&:hover": { borderColor: "secondary.main" },
          "&:focus-visible": { outline: 3, outlineColor: "secondary.main", outlineOffset: 2 },
        }}
      >
        <CloudUploadOutlinedIcon aria-hidden sx={{ fontSize: 36, color: "secondary.main" }} />
        <Typography sx={{ fontWeight: 600 }}>
          {isDragActive ? "Drop the files here" : "Drag and drop photos or videos here, or click to choose"}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Photos up to {limits.maxImageMb} MB, short videos (MP4, MOV, WebM) up to {limits.maxVideoMb} MB.
          Location data is removed from every file.
        </Typography>
      </Box>
      {files.length > 0 && (
        <Paper
          variant="outlined"
          component="ul"
          aria-label="Uploads"
          sx={{ listStyle: "none", m: 0, p: 1.5 }}
        >
          {files.map((f) => (
            <Box component="li" key={f.key} sx={{ py: 0.75 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                  {f.name}
                </Typography>
                {f.state === "done" && (
                  <CheckCircleIcon color="success" fontSize="small" aria-label="Uploaded" />
                )}
                {f.state === "failed" && <ErrorIcon color="error" fontSize="small" aria-label="Failed" />}
              </Stack>
              <LinearProgress
                variant="determinate"
                value={Math.round(f.progress * 100)}
                color={f.state === "failed" ? "error" : f.state === "done" ? "success" : "secondary"}
                aria-label={`Upload of ${f.name}`}
                sx={{ mt: 0.5, borderRadius: 1 }}
              />
              {f.error && (
                <Typography variant="caption" role="alert" sx={{ color: "error.main" }}>
                  {f.error}
                </Typography>
              )}
            </Box>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
