// The guest pages' cards: edge to edge on phones, parted by a band of the page colour; rounded
// cards on larger screens.
export const guestCardSx = {
  overflow: "hidden",
  borderRadius: { xs: 0, sm: 4 },
  borderWidth: { xs: 0, sm: 1 },
} as const;

export const nextGuestCardSx = {
  ...guestCardSx,
  mt: { xs: 0, sm: 3 },
  borderTop: { xs: 8, sm: 1 },
  borderColor: { xs: "background.default", sm: "divider" },
} as const;

/** The padded card that holds the reply; the guest pages' script swaps the page around it. */
export const replyCardSx = { ...nextGuestCardSx, p: { xs: 2.5, sm: 4 }, scrollMarginTop: 72 } as const;
