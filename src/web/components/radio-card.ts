// A native radio button drawn as a card by its label (the guest's reply: Attending / Maybe / Not
// attending, and each part's answer). The radio stays real, laid over its label whole, so
// keyboards, forms without JavaScript, screen readers and taps all reach it.

/** The label's look: a bordered card, highlighted on hover and around the focused radio. */
export const radioCardSx = {
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  border: 2,
  borderColor: "divider",
  borderRadius: "12px",
  cursor: "pointer",
  fontWeight: 700,
  textAlign: "center",
  "&:hover": { bgcolor: "action.hover" },
  "&:has(input:focus-visible)": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: 2 },
} as const;

/** The radio itself: invisible, and covering its card. */
export const radioCoverSx = {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  m: 0,
  opacity: 0,
  cursor: "pointer",
} as const;
