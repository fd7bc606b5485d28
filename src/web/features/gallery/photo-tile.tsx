import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import PlayCircleIcon from "@mui/icons-material/PlayCircle";
import StarIcon from "@mui/icons-material/Star";
import StarBorderIcon from "@mui/icons-material/StarBorder";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { GalleryItem } from "../../../contract/gallery.ts";
import { CornerChip } from "../../components/corner-chip.tsx";
import { PhotoThumbnail } from "../../components/photo-thumbnail.tsx";

type Props = {
  item: GalleryItem;
  onOpen: () => void;
  onFavorite: () => void;
  onCaption: () => void;
  onDelete: () => void;
  onApprove: () => void;
};

/**
 * One photo in the grid: the thumbnail (never the full file), lazily loaded into a square that is
 * sized before it arrives, so nothing moves as photos load; its caption and actions below.
 */
export function PhotoTile({ item, onOpen, onFavorite, onCaption, onDelete, onApprove }: Props) {
  const label = item.caption || item.fileName;
  const pending = item.status === "pending";
  return (
    <Paper component="li" variant="outlined" sx={{ overflow: "hidden", borderRadius: 2, listStyle: "none" }}>
      <ButtonBase
        onClick={onOpen}
        aria-label={`Open ${label}`}
        sx={{
          display: "block",
          width: "100%",
          aspectRatio: "1 / 1",
          bgcolor: "grey.200",
          position: "relative",
        }}
      >
        {item.type === "image" ? (
          <PhotoThumbnail photo={item} alt={label} sizes="(min-width: 600px) 240px, 50vw" />
        ) : (
          <Stack sx={{ height: "100%", alignItems: "center", justifyContent: "center", bgcolor: "grey.900" }}>
            <PlayCircleIcon aria-hidden sx={{ fontSize: 56, color: "common.white" }} />
          </Stack>
        )}
        {pending && <CornerChip label="Waiting for approval" color="warning" inset={8} />}
      </ButtonBase>
      <Box sx={{ px: 1.5, pt: 1 }}>
        <Typography
          variant="body2"
          noWrap
          title={label}
          sx={{ color: item.caption ? "text.primary" : "text.secondary" }}
        >
          {item.caption || "No caption"}
        </Typography>
        {item.guestName && (
          <Typography variant="caption" sx={{ color: "text.secondary" }}>
            From {item.guestName}
          </Typography>
        )}
      </Box>
      {pending ? (
        <Stack direction="row" spacing={1} sx={{ p: 1 }}>
          <Button size="small" variant="contained" color="secondary" onClick={onApprove}>
            Approve
          </Button>
          <Button size="small" color="error" onClick={onDelete}>
            Reject
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" sx={{ px: 0.5, pb: 0.5 }}>
          <Tooltip title={item.favorite ? "Remove from favourites" : "Add to favourites"}>
            <IconButton
              onClick={onFavorite}
              aria-pressed={item.favorite}
              aria-label={`Favourite: ${label}`}
              sx={{ color: item.favorite ? "warning.main" : undefined }}
            >
              {item.favorite ? <StarIcon /> : <StarBorderIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title="Edit caption">
            <IconButton onClick={onCaption} aria-label={`Edit caption: ${label}`}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Download original">
            <IconButton component="a" href={item.downloadUrl} download aria-label={`Download ${label}`}>
              <DownloadOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Box sx={{ flex: 1 }} />
          <Tooltip title="Delete">
            <IconButton onClick={onDelete} aria-label={`Delete ${label}`}>
              <DeleteOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
    </Paper>
  );
}
