import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import {
  invitationMessages,
  maxTemplateImageBytes,
  type TemplateInput,
  templateCategories,
  templateInputSchema,
} from "../../../contract/invitations.ts";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { ImageDropZone } from "../../components/image-drop-zone.tsx";
import { menuOptions } from "../../components/menu-options.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { templateCategoryLabels } from "../../lib/invitation-labels.ts";
import { usePreviewUrl } from "./use-preview-url.ts";
import { useCreateTemplate } from "./use-templates.ts";

type FormValues = z.input<typeof templateInputSchema>;
const templatesTab = "/dashboard/invitations?tab=templates";
const textFields = new Set<string>(["name", "category", "description"]);

/** The spec's image rules, checked before upload (the server checks again). */
function imageProblem(file: File | null): string | null {
  if (!file) return invitationMessages.templateImageRequired;
  if (!file.type.startsWith("image/")) return invitationMessages.invalidImage;
  if (file.size > maxTemplateImageBytes) return invitationMessages.imageTooLarge;
  return null;
}

/** /dashboard/invitations/templates/create: a custom template (name, category, description, image). */
export default function TemplateCreatePage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateTemplate();
  const form = useForm<FormValues, unknown, TemplateInput>({
    resolver: zodResolver(templateInputSchema),
    defaultValues: { name: "", category: "other", description: "" },
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const preview = usePreviewUrl(image);

  function choose(file: File | null) {
    setImage(file);
    // Once the host has tried to save, say at once whether the new choice is acceptable.
    setImageError(file || submitted ? imageProblem(file) : null);
  }

  const submit = form.handleSubmit(
    async (input) => {
      const problem = imageProblem(image);
      setImageError(problem);
      if (problem || !image) return;
      setFormError(null);
      try {
        await create.mutateAsync({ input, image });
        enqueueSnackbar(invitationMessages.templateCreated, { variant: "success" });
        navigate(templatesTab);
      } catch (error) {
        showServerProblem(error);
      }
    },
    () => setImageError(imageProblem(image)),
  );

  function showServerProblem(error: unknown) {
    const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
    let shown = false;
    for (const [name, message] of Object.entries(fields)) {
      if (textFields.has(name)) form.setError(name as FieldPath<FormValues>, { message });
      else if (name === "image") setImageError(message);
      else continue;
      shown = true;
    }
    // 415 (not an image) and 413 (too big for the upload limit) concern the picture.
    if (!shown && error instanceof ApiError && (error.status === 415 || error.status === 413)) {
      setImageError(error.status === 413 ? invitationMessages.imageTooLarge : error.message);
      shown = true;
    }
    if (!shown) setFormError("Failed to create template. Please try again.");
  }

  const description = formFieldProps(form, "description");

  return (
    <DashboardPage
      width={880}
      title="Create Template"
      subtitle="Upload your own invitation design and reuse it for any event."
      back={{ to: templatesTab, label: "Back to Templates" }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
        <Stack
          component="form"
          noValidate
          spacing={3}
          onSubmit={(e) => {
            setSubmitted(true);
            void submit(e);
          }}
        >
          <TextField label="Template name" required fullWidth {...formFieldProps(form, "name")} />
          <Controller
            control={form.control}
            name="category"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Category"
                required
                fullWidth
                name={field.name}
                value={field.value ?? ""}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {menuOptions(templateCategories, templateCategoryLabels)}
              </TextField>
            )}
          />
          <TextField
            label="Description"
            fullWidth
            multiline
            minRows={3}
            {...description}
            helperText={description.helperText ?? "Optional: what the design suits, in a sentence."}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Box>
            <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
              Template image *
            </Typography>
            <ImageDropZone
              label="Template image"
              previewUrl={preview}
              onSelect={(file) => choose(file)}
              onRemove={() => choose(null)}
              hint="An image of at most 5 MB. Recommended size: 1200x1800 pixels, portrait."
              invalidMessage={invitationMessages.invalidImage}
            />
            {imageError && (
              <FormHelperText error role="alert" sx={{ mx: 1.75 }}>
                {imageError}
              </FormHelperText>
            )}
          </Box>
          <ErrorAlert message={formError} />
          <Stack
            direction={{ xs: "column-reverse", sm: "row" }}
            spacing={1.5}
            sx={{ justifyContent: "flex-end", pt: 2, borderTop: 1, borderColor: "divider" }}
          >
            <Button onClick={() => navigate(templatesTab)}>Cancel</Button>
            <Button type="submit" variant="contained" color="secondary" loading={create.isPending}>
              Create Template
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </DashboardPage>
  );
}
