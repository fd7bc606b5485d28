import { styled } from "@mui/material/styles";
import { MaterialDesignContent } from "notistack";

/**
 * notistack's stock colours put white text on greens and blues below WCAG AA (about 3:1);
 * these darker shades keep every toast readable (≥ 4.5:1).
 */
export const SnackbarContent = styled(MaterialDesignContent)({
  "&.notistack-MuiContent-success": { backgroundColor: "#2e7d32" },
  "&.notistack-MuiContent-error": { backgroundColor: "#c62828" },
  "&.notistack-MuiContent-info": { backgroundColor: "#0277bd" },
  "&.notistack-MuiContent-warning": { backgroundColor: "#b45309" },
});
