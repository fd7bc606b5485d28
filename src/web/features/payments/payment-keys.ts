/** The signed-in user's payments (Transaction History) and one receipt. */
export const paymentKeys = {
  all: ["payments"] as const,
  history: () => ["payments", "history"] as const,
  receipt: (id: string) => ["payments", "receipt", id] as const,
};
