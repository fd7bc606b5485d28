import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import {
  type Template,
  type TemplateInput,
  templateCategories,
  templateInputSchema,
} from "../../../contract/invitations.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";

// The form always sends a description (the contract's default only fills it for other callers).
const formSchema = templateInputSchema.extend({ description: z.string().trim().max(500) });
type FormValues = z.infer<typeof formSchema>;

type Props = { template: Template; onClose: () => void; onSave: (input: TemplateInput) => Promise<void> };

/** An admin's edit of a template's name, category and description. */
export function TemplateEditDialog({ template, onClose, onSave }: Props) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: template.name, category: template.category, description: template.description },
  });
  const submit = form.handleSubmit(onSave);
  return (
    <Dialog open onClose={onClose} aria-labelledby="template-edit-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="template-edit-title">Edit template</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField label="Name" fullWidth {...formFieldProps(form, "name")} />
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <TextField select label="Category" fullWidth {...field}>
                  {templateCategories.map((c) => (
                    <MenuItem key={c} value={c}>
                      {c}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Description"
              multiline
              minRows={2}
              fullWidth
              {...formFieldProps(form, "description")}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
