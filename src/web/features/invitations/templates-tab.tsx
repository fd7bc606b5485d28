import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useState } from "react";
import type { Template } from "../../../contract/invitations.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { ListToolbar } from "../../components/list-toolbar.tsx";
import { useCurrentUser } from "../../lib/current-user.ts";
import { useTemplates } from "../../lib/use-templates.ts";
import { TemplateCard } from "./template-card.tsx";
import { TemplatePicturesLoading } from "./template-picture.tsx";
import { useDeleteTemplate } from "./use-templates.ts";

/** The Templates tab: the shipped designs and the host's own; 'Use template' starts the wizard with it. */
export function TemplatesTab({ eventId }: { eventId: string | null }) {
  const templates = useTemplates();
  const { user } = useCurrentUser();
  const remove = useDeleteTemplate();
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState<Template | null>(null);

  const hrefToUse = (t: Template) => {
    const query = new URLSearchParams({ templateId: t.id });
    if (eventId) query.set("eventId", eventId);
    return `/dashboard/invitations/create?${query}`;
  };

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      enqueueSnackbar("Template deleted", { variant: "success" });
    } catch {
      enqueueSnackbar("Failed to delete template", { variant: "error" });
    }
    setDeleting(null);
  }

  const create = (
    <LinkButton
      to="/dashboard/invitations/templates/create"
      variant="contained"
      color="secondary"
      icon={<AddPhotoAlternateOutlinedIcon />}
    >
      Create Template
    </LinkButton>
  );

  return (
    <Stack spacing={2.5}>
      <ListToolbar>
        <Typography sx={{ color: "text.secondary" }}>
          Pick a design for your next invitation, or upload your own.
        </Typography>
        {create}
      </ListToolbar>
      {templates.isError ? (
        <ErrorAlert message="Failed to load invitation templates" />
      ) : !templates.data ? (
        <TemplatePicturesLoading size={{ xs: 6, md: 4, lg: 3 }} />
      ) : templates.data.length === 0 ? (
        <EmptyState
          icon={<AddPhotoAlternateOutlinedIcon />}
          title="No templates yet"
          description="Upload a design of your own to start."
          action={create}
        />
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {templates.data.map((t) => (
            <Grid key={t.id} component="li" size={{ xs: 6, md: 4, lg: 3 }}>
              <TemplateCard
                template={t}
                href={hrefToUse(t)}
                onDelete={t.isCustom && t.createdBy === user?.id ? setDeleting : undefined}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete template?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {`“${deleting?.name ?? ""}” will no longer be offered for new invitations. Invitations already made with it keep their text but lose its picture.`}
      </ConfirmDialog>
    </Stack>
  );
}
