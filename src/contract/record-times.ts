import { z } from "zod";

/** When a record was made and last changed, as the API answers them (ISO 8601 instants). */
export const recordTimes = { createdAt: z.string(), updatedAt: z.string() };
