// Spreadsheets people keep by hand say "Friends", " VIP " or "Wait listed" where the list says
// friend, vip and waitlisted: an import that took only the exact words dropped 4 of 40 rows of
// one real wedding list (issue 34). Case, spacing and a plural ending make no difference here.

/** The value as compared: lower case, with no spaces, hyphens or underscores. */
const keyOf = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, "");

/** The plural a cell may use for an option: friend → friends, family → families. */
const pluralOf = (key: string) => (key.endsWith("y") ? `${key.slice(0, -1)}ies` : `${key}s`);

/** The option a cell names, or undefined when it names none. */
export function matchOption<T extends string>(options: readonly T[], cell: string): T | undefined {
  const key = keyOf(cell);
  return options.find((option) => {
    const own = keyOf(option);
    return key === own || key === pluralOf(own);
  });
}
