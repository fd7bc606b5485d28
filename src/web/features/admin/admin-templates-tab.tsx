import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import LibraryAddOutlinedIcon from "@mui/icons-material/LibraryAddOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useState } from "react";
import type { Template } from "../../../contract/invitations.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { ListToolbar } from "../../components/list-toolbar.tsx";
import { api, unwrap } from "../../lib/api-client.ts";
import { templateKeys } from "../../lib/query-keys.ts";
import { useTemplates } from "../../lib/use-templates.ts";
import { TemplateEditDialog } from "./template-edit-dialog.tsx";

function addedText(added: number): string {
  return added === 0
    ? "The default templates are already installed"
    : `Added ${added} default template${added === 1 ? "" : "s"}`;
}

/** The templates every host sees, and the button that (re)installs the shipped defaults. */
export function AdminTemplatesTab() {
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const templates = useTemplates();
  const install = useMutation({
    mutationFn: () => unwrap(api.POST("/admin/templates/defaults")),
    onSuccess: ({ added }) => {
      enqueueSnackbar(addedText(added), { variant: added === 0 ? "info" : "success" });
      return client.invalidateQueries({ queryKey: templateKeys.all });
    },
    onError: () => enqueueSnackbar("Failed to add default templates", { variant: "error" }),
  });

  const [editing, setEditing] = useState<Template | null>(null);
  const [removing, setRemoving] = useState<Template | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: templateKeys.all });
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE("/admin/templates/{id}", { params: { path: { id: id } } })),
    onSuccess: () => {
      setRemoving(null);
      enqueueSnackbar("Template removed", { variant: "success" });
      return refresh();
    },
    onError: (err) => enqueueSnackbar(err.message, { variant: "error" }),
  });

  return (
    <Stack spacing={2.5}>
      {editing && (
        <TemplateEditDialog
          template={editing}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            try {
              await unwrap(
                api.PATCH("/admin/templates/{id}", { params: { path: { id: editing.id } }, body: input }),
              );
              setEditing(null);
              enqueueSnackbar("Template saved", { variant: "success" });
              await refresh();
            } catch (err) {
              enqueueSnackbar((err as Error).message, { variant: "error" });
            }
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this template?"
        confirmLabel="Remove"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
      >
        {`"${removing?.name ?? ""}" will no longer be offered to hosts. Invitations already made with it keep their text.`}
      </ConfirmDialog>
      <ListToolbar>
        <Box>
          <Typography component="h2" variant="h6">
            Invitation templates
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            The defaults (Classic Birthday, Elegant Wedding) are offered to every host; missing ones are added
            again.
          </Typography>
        </Box>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<LibraryAddOutlinedIcon />}
          onClick={() => install.mutate()}
          loading={install.isPending}
          sx={{ flexShrink: 0 }}
        >
          Add default templates
        </Button>
      </ListToolbar>
      <Paper variant="outlined" sx={{ borderRadius: 3, px: 2 }}>
        {templates.isError ? (
          <ErrorAlert message="Failed to load invitation templates" sx={{ my: 2 }} />
        ) : !templates.data ? (
          <Stack spacing={1} sx={{ py: 2 }} aria-busy="true" aria-label="Loading templates">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : templates.data.length === 0 ? (
          <Typography sx={{ py: 3, textAlign: "center", color: "text.secondary" }}>
            No templates yet.
          </Typography>
        ) : (
          <List aria-label="Templates">
            {templates.data.map((t, i) => (
              <ListItem key={t.id} divider={i < (templates.data?.length ?? 0) - 1} disableGutters>
                <ListItemAvatar sx={{ minWidth: 64 }}>
                  {t.previewUrl ? (
                    <Box
                      component="img"
                      src={`${t.previewUrl}?w=96`}
                      alt=""
                      width={40}
                      height={60}
                      sx={{ display: "block", objectFit: "cover", borderRadius: 1, bgcolor: "grey.100" }}
                    />
                  ) : (
                    <Box
                      aria-hidden
                      sx={{ width: 40, height: 60, borderRadius: 1, bgcolor: t.accentColor }}
                    />
                  )}
                </ListItemAvatar>
                <ListItemText
                  primary={t.name}
                  secondary={t.description || t.category}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
                <Chip
                  size="small"
                  label={t.isCustom ? "Custom" : "Default"}
                  color={t.isCustom ? "default" : "primary"}
                  variant={t.isCustom ? "outlined" : "filled"}
                  sx={{ ml: 1 }}
                />
                <IconButton aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)} sx={{ ml: 1 }}>
                  <EditOutlinedIcon />
                </IconButton>
                <IconButton aria-label={`Remove ${t.name}`} onClick={() => setRemoving(t)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
