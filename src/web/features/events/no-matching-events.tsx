import SearchOffIcon from "@mui/icons-material/SearchOff";
import Button, { type ButtonProps } from "@mui/material/Button";
import { EmptyState } from "../../components/empty-state.tsx";

/**
 * A search that found no event, with the way back to the whole list: a link on the server-rendered
 * public list, a click on the host's own list.
 */
export function NoMatchingEvents({ clear }: { clear: Pick<ButtonProps, "href" | "onClick"> }) {
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title="No matching events found"
      description="Try adjusting your search terms"
      action={
        <Button variant="outlined" {...clear}>
          Clear search
        </Button>
      }
    />
  );
}
