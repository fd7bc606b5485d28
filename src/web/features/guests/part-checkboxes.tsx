import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import { useId } from "react";
import type { Part } from "../../../contract/parts.ts";
import { FieldSet } from "../../components/field-set.tsx";

type Props = {
  parts: Part[];
  value: string[];
  onChange: (partIds: string[]) => void;
  error?: string;
  legend?: string;
};

/** The parts of an event as checkboxes, in the parts' order (the guest form, the bulk dialog). */
export function PartCheckboxes({ parts, value, onChange, error, legend = "Invited to" }: Props) {
  const errorId = useId();
  const toggle = (id: string, on: boolean) =>
    onChange(parts.map((p) => p.id).filter((p) => (p === id ? on : value.includes(p))));
  return (
    <FieldSet legend={legend} error={error} errorId={errorId}>
      <FormGroup row>
        {parts.map((p) => (
          <FormControlLabel
            key={p.id}
            label={p.name}
            control={
              <Checkbox
                checked={value.includes(p.id)}
                onChange={(e) => toggle(p.id, e.target.checked)}
                slotProps={{ input: { "aria-describedby": error ? errorId : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
    </FieldSet>
  );
}
