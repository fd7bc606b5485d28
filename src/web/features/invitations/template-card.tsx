import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import type { Template } from "../../../contract/invitations.ts";
import { templateCategoryLabels } from "../../lib/invitation-labels.ts";
import { TemplatePicture } from "./template-picture.tsx";

type Props = {
  template: Template;
  /** Where 'Use template' leads. */
  href: string;
  /** Given for the host's own custom templates only. */
  onDelete?: (template: Template) => void;
};

/** One template in the Templates tab: picture, name, category, description, and what can be done with it. */
export function TemplateCard({ template, href, onDelete }: Props) {
  return (
    <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <TemplatePicture template={template} width={320} />
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", mb: 1 }} useFlexGap>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
            {template.name}
          </Typography>
          {template.isCustom && <Chip size="small" label="Custom" variant="outlined" />}
        </Stack>
        <Chip
          size="small"
          label={templateCategoryLabels[template.category]}
          sx={{
            mb: 1,
            bgcolor: "rgba(123, 63, 228, 0.1)",
            // The dark purple is 2:1 on the dark theme's paper; a pale one reads there.
            color: (t) => (t.palette.mode === "dark" ? "#cbb6f6" : "#5b2bb5"),
            fontWeight: 600,
          }}
        />
        {template.description && (
          <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
            {template.description}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button
          component={RouterLink}
          to={href}
          variant="contained"
          size="small"
          aria-label={`Use template ${template.name}`}
          sx={{ flexGrow: 1 }}
        >
          Use template
        </Button>
        {onDelete && (
          <IconButton
            aria-label={`Delete template ${template.name}`}
            color="error"
            onClick={() => onDelete(template)}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        )}
      </CardActions>
    </Card>
  );
}
