const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 2,
});

/** An amount in paise as Indian rupees in the Indian locale: 99900 → "₹999.00". */
export function formatInr(paise: number): string {
  return rupees.format(paise / 100);
}
