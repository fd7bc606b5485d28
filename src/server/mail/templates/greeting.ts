/** A mail's first line: "Hi Asha," with the reader's name, or "Hi," without one. */
export const greetingFor = (name: string | null | undefined) => (name ? `Hi ${name},` : "Hi,");
