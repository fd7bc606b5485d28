import { z } from "zod";

/** One page of a list as the API answers it: the page's items, how many match in all, the page and its size. */
export const listPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
